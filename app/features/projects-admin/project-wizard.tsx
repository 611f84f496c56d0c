import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, ArrowRight, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { FlashToast } from "~/components/flash-toast";
import { FormMessage } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import {
  createProjectSchema,
  PROJECT_MESSAGES,
  projectDefaults,
  stepIsValid,
  STEP_REQUIRED_FIELDS,
  stepOfField,
  updateProjectSchema,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
} from "~/domain/schemas/project";
import type { StakeholderKind } from "~/domain/schemas/stakeholder";
import { slugify } from "~/domain/slug";
import { BuildingManager } from "./building-manager";
import { StepBasicInformation } from "./step-basic-information";
import { StepDates } from "./step-dates";
import { StepLocation } from "./step-location";
import { StepMedia } from "./step-media";
import { StepPhysicalSpecifications } from "./step-physical-specifications";
import { StepReview } from "./step-review";
import { StepStakeholders } from "./step-stakeholders";
import { useSlugCheck } from "./use-slug-check";
import type { ExistingBuilding, StakeholderOption, WizardInput } from "./wizard-fields";
import { WizardStepper } from "./wizard-stepper";

export interface EditedProject {
  id: string;
  name: string;
  slug: string;
  values: Record<string, string | number>;
  images: { url: string; altText: string | null; width: number | null; height: number | null; isArtistImpression: boolean }[];
  buildings: ExistingBuilding[];
}

interface ProjectWizardProps {
  /** Absent: a new project. */
  project: EditedProject | null;
  /** The id a new project's uploads are stored under, and that it is created with. */
  draftId: string;
  developers: StakeholderOption[];
  architects: StakeholderOption[];
  /** Where closing the dialog goes (the list without ?wizard=). */
  closeHref: string;
}

const REVIEW_STEP = WIZARD_STEP_COUNT;
// Marks the required inputs for assistive technology (the schema's preprocessed fields defeat getZodConstraint).
const constraint = Object.fromEntries(Object.values(STEP_REQUIRED_FIELDS).flat().map((field) => [field, { required: true }]));

/**
 * The 7-step project dialog (part 3 §2, §4, §5), opened by ?wizard=new or ?wizard={id} and
 * mounted afresh on each opening. One Conform form holds every step (the hidden ones stay in
 * the DOM so they post); Next checks the step with the schema's `.pick()` (stepIsValid), the
 * review step validates everything, and the server answers with the same schema's messages.
 */
export function ProjectWizard({ project, draftId, developers, architects, closeHref }: ProjectWizardProps) {
  const mode = project ? "edit" : "create";
  const navigate = useNavigate();
  const close = () => navigate(closeHref, { preventScrollReset: true, replace: true });
  const intent = mode === "create" ? "create" : "update";
  const { fetcher, reply, pending } = useIntentFetcher(intent, close);
  const [step, setStep] = useState(1);
  // An existing project was complete when saved: each of its steps may be opened at once.
  const [completed, setCompleted] = useState<ReadonlySet<number>>(
    () => new Set(mode === "edit" ? WIZARD_STEPS.slice(0, REVIEW_STEP - 1).map((s) => s.number) : []),
  );
  const slugTouched = useRef(mode === "edit");

  const [form, fields] = useForm<WizardInput>({
    id: `project-wizard-${project?.id ?? "new"}`,
    constraint,
    lastResult: reply && !reply.ok ? reply.result : undefined,
    defaultValue: (project
      ? {
          ...project.values,
          images: project.images.map((image) => ({
            url: image.url,
            altText: image.altText ?? "",
            width: image.width ?? undefined,
            height: image.height ?? undefined,
            // The stored flag is kept unless the administrator changes it (decision record 068).
            isArtistImpression: image.isArtistImpression ? "on" : undefined,
          })),
        }
      : { ...projectDefaults(), buildings: [{ buildingNumber: 1 }] }) as DefaultValue<WizardInput>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: mode === "create" ? createProjectSchema : updateProjectSchema }),
  });

  const values = (form.value ?? {}) as Record<string, unknown>;
  const slugCheck = useSlugCheck(String(values.slug ?? ""), { exceptId: project?.id, storedSlug: project?.slug });
  const context = {
    mode,
    existingBuildingCount: project?.buildings.length ?? 0,
    buildingsLoaded: true,
    slugTaken: slugCheck === "taken",
  } as const;
  const stepValid = stepIsValid(step, values, context);

  // A refusal from the server (a slug taken meanwhile, a stale developer) opens the step of its field.
  useEffect(() => {
    const fieldErrors = reply && !reply.ok ? Object.keys(reply.result.error ?? {}).filter((key) => key !== "") : [];
    const target = fieldErrors.map((key) => stepOfField(key.split(/[.[]/)[0])).find((found) => found !== null);
    if (target) setStep(target);
  }, [reply]);

  const open = (target: number) => {
    setStep(target);
    if (target === REVIEW_STEP) form.validate();
  };
  const next = () => {
    if (!stepValid) return;
    setCompleted((done) => new Set(done).add(step));
    open(step + 1);
  };
  const onStakeholderAdded = (kind: StakeholderKind, id: string) =>
    form.update({ name: kind === "developer" ? fields.developerId.name : fields.architectId.name, value: id });

  const buildingsForReview =
    mode === "create"
      ? ((values.buildings as { buildingNumber: string; postalCode: string; buildingAddress?: string }[] | undefined) ?? [])
      : (project?.buildings ?? []);

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen || pending ? undefined : close())}>
      <FlashToast message={reply?.notice ?? null} />
      <DialogContent modalLocked className="flex h-[min(94dvh,50rem)] max-h-[94dvh] max-w-4xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="gap-4 border-b border-slate-100 px-5 pb-4 pt-5 sm:px-6">
          <div>
            <DialogTitle>{mode === "create" ? "Add New Project" : `Edit ${project?.name}`}</DialogTitle>
            <DialogDescription>
              {mode === "create" ? "Seven short steps; required fields are marked *." : "Change any step, then review and update."}
            </DialogDescription>
          </div>
          <WizardStepper current={step} completed={completed} onSelect={open} />
        </DialogHeader>

        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
          <h2 className="mb-4 text-base font-semibold text-slate-900">{WIZARD_STEPS[step - 1].title}</h2>
          <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4">
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="id" value={project?.id ?? draftId} />
            <FormMessage errors={form.errors} />
            <div hidden={step !== 1}>
              <StepBasicInformation
                fields={fields}
                slugCheck={slugCheck}
                onSlugInput={() => (slugTouched.current = true)}
                onNameInput={(name) => {
                  if (!slugTouched.current) form.update({ name: fields.slug.name, value: slugify(name) });
                }}
              />
            </div>
            <div hidden={step !== 2}>
              <StepLocation fields={fields} />
            </div>
            <div hidden={step !== 3}>
              <StepStakeholders fields={fields} developers={developers} architects={architects} onAdded={onStakeholderAdded} />
            </div>
            <div hidden={step !== 4}>
              <StepPhysicalSpecifications form={form} fields={fields} mode={mode} existingBuildingCount={project?.buildings.length ?? 0} />
            </div>
            <div hidden={step !== 5}>
              <StepDates fields={fields} />
            </div>
            <div hidden={step !== 6}>
              <StepMedia form={form} fields={fields} projectId={project?.id ?? draftId} />
            </div>
            {step === REVIEW_STEP ? (
              <StepReview
                values={values}
                errors={form.allErrors}
                buildings={buildingsForReview}
                galleryCount={fields.images.getFieldList().length}
                developers={developers}
                architects={architects}
                onEditStep={open}
              />
            ) : null}
          </fetcher.Form>
          {project && step === 4 ? <BuildingManager projectId={project.id} buildings={project.buildings} /> : null}
        </div>

        <footer className="flex flex-col gap-3 border-t border-slate-100 bg-slate-50/80 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-sm text-amber-700" role="status">
            {!stepValid && step < REVIEW_STEP ? PROJECT_MESSAGES.stepIncomplete : null}
          </p>
          <div className="flex gap-2 sm:justify-end">
            <Button type="button" variant="outline" onClick={() => open(step - 1)} disabled={step === 1 || pending} className="flex-1 sm:flex-none">
              <ArrowLeft aria-hidden="true" />
              Previous
            </Button>
            {/* Distinct keys: reusing the clicked Next button as the submit button would submit the form on that same click. */}
            {step < REVIEW_STEP ? (
              <Button key="next" type="button" onClick={next} disabled={!stepValid} className="flex-1 sm:flex-none">
                Next
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button key="submit" type="submit" form={form.id} disabled={pending || !stepValid} className="flex-1 sm:flex-none">
                {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {mode === "create" ? (pending ? "Creating..." : "Create Project") : pending ? "Updating..." : "Update Project"}
              </Button>
            )}
          </div>
        </footer>
      </DialogContent>
    </Dialog>
  );
}
