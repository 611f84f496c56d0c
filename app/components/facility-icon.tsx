import { Car, Dumbbell, Flame, Home, Shield, Trees, Waves, type LucideIcon } from "lucide-react";
import { facilityIcon, type FacilityIcon as FacilityIconName } from "~/domain/facility-icon";

const ICONS: Readonly<Record<FacilityIconName, LucideIcon>> = {
  waves: Waves,
  dumbbell: Dumbbell,
  flame: Flame,
  shield: Shield,
  car: Car,
  trees: Trees,
  home: Home,
};

/** The icon of a facility, chosen by its icon_class (spec part 1 §2; home when unknown). */
export function FacilityIcon({ iconClass, className }: { iconClass: string | null; className?: string }) {
  const name = facilityIcon(iconClass);
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" data-icon={name} />;
}
