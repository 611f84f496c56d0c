import { Check } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { canVisitStep, WIZARD_STEP_COUNT, WIZARD_STEPS } from "~/domain/schemas/project";

/** The seven steps with the progress percentage; a step can be opened once completed (or while current). */
export function WizardStepper({
  current,
  completed,
  onSelect,
}: {
  current: number;
  completed: ReadonlySet<number>;
  onSelect: (step: number) => void;
}) {
  const progress = Math.round((completed.size / WIZARD_STEP_COUNT) * 100);
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between text-xs font-medium text-slate-500">
        <span>
          Step {current} of {WIZARD_STEP_COUNT}: <span className="text-slate-900">{WIZARD_STEPS[current - 1].title}</span>
        </span>
        <span>{progress}% complete</span>
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Wizard progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <ol className="grid grid-cols-7 gap-1">
        {WIZARD_STEPS.map((step) => {
          const isCurrent = step.number === current;
          const done = completed.has(step.number);
          const reachable = canVisitStep(step.number, current, completed);
          return (
            <li key={step.number} className="min-w-0">
              <button
                type="button"
                disabled={!reachable}
                onClick={() => onSelect(step.number)}
                aria-current={isCurrent ? "step" : undefined}
                aria-label={`Step ${step.number}: ${step.title}${done ? " (completed)" : ""}`}
                className="group flex w-full flex-col items-center gap-1.5 rounded-lg px-1 py-1 text-center disabled:cursor-not-allowed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
              >
                <span
                  className={cn(
                    "flex size-8 items-center justify-center rounded-full border text-sm font-semibold transition-colors",
                    isCurrent && "border-brand bg-brand text-white shadow-sm",
                    !isCurrent && done && "border-brand/30 bg-brand/10 text-brand group-hover:bg-brand/20",
                    !isCurrent && !done && "border-slate-200 bg-white text-slate-400",
                  )}
                >
                  {done && !isCurrent ? <Check className="size-4" aria-hidden="true" /> : step.number}
                </span>
                {/* Not drawn between flex items; it keeps the number and title two words in the text a voice command matches. */}{" "}
                <span
                  className={cn(
                    "hidden text-[11px] leading-tight lg:block",
                    isCurrent ? "font-semibold text-slate-900" : done ? "text-slate-700" : "text-slate-500",
                  )}
                >
                  {step.title}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
