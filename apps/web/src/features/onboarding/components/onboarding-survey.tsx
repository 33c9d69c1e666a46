import { path } from "@candor/shared/routes";
import {
  ONBOARDING_EXPERIENCE,
  ONBOARDING_GOALS,
  ONBOARDING_INTERVIEWS_PER_MONTH,
  ONBOARDING_OTHER_MAX_LENGTH,
  ONBOARDING_ROLES,
} from "@candor/shared/schemas/onboarding";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { TextField } from "../../../components/form/text-field";
import { ArrowRightIcon, ChevronLeftIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { ProgressBar } from "../../../components/progress-bar/progress-bar";
import { apiErrorMessage, errorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import blocks from "../../../styles/blocks.module.css";
import {
  type OnboardingSurvey,
  useDismissOnboarding,
  useSubmitOnboardingSurvey,
} from "../api/onboarding-survey";
import { ChoiceGroup } from "./choice-group";
import styles from "./onboarding.module.css";
import {
  type DraftErrors,
  fromAnswers,
  ONBOARDING_STEPS,
  type OnboardingDraft,
  toAnswers,
  validateStep,
} from "./onboarding-form";

const FIELD_OF_ANSWER: Record<string, keyof DraftErrors> = {
  role: "role",
  role_other: "roleOther",
  experience: "experience",
  interviews_per_month: "interviewsPerMonth",
  goals: "goals",
  goals_other: "goalsOther",
};

/**
 * The onboarding survey in three short steps — your role; your experience and how often you
 * interview; what you want from training — then to the training home. "Not now" skips it for good.
 */
export function OnboardingSurveyForm({
  survey,
  firstName,
}: {
  survey: OnboardingSurvey;
  firstName: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitOnboardingSurvey();
  const dismiss = useDismissOnboarding();
  const [draft, setDraft] = useState<OnboardingDraft>(() =>
    fromAnswers(survey.answers as Parameters<typeof fromAnswers>[0]),
  );
  const [stepIndex, setStepIndex] = useState(0);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = ONBOARDING_STEPS[stepIndex] ?? "role";
  const isLast = stepIndex === ONBOARDING_STEPS.length - 1;
  const message = (code: string | undefined) =>
    code ? errorMessage(t, code, { max: ONBOARDING_OTHER_MAX_LENGTH }) : undefined;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  });

  function update(patch: Partial<OnboardingDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  }

  function goTo(index: number) {
    moved.current = true;
    setErrors({});
    setStepIndex(index);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const stepErrors = validateStep(step, draft);
    if (Object.keys(stepErrors).length > 0) {
      setErrors(stepErrors);
      return;
    }
    if (!isLast) {
      goTo(stepIndex + 1);
      return;
    }
    const answers = toAnswers(draft);
    if (!answers) return;
    setGeneral(null);
    try {
      await submit.mutateAsync(answers);
      navigate(path("TrainingHome"), { replace: true });
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : null;
      if (fields) {
        const mapped: DraftErrors = {};
        for (const [key, codes] of Object.entries(fields)) {
          const field = FIELD_OF_ANSWER[key.replace(/^answers\./, "")];
          if (field && codes[0]) mapped[field] = codes[0];
        }
        if (Object.keys(mapped).length > 0) {
          const firstStep = mapped.role || mapped.roleOther ? 0 : mapped.goals ? 2 : 1;
          if (firstStep !== stepIndex) goTo(firstStep);
          setErrors(mapped);
          return;
        }
      }
      setGeneral(apiErrorMessage(t, error));
    }
  }

  async function notNow() {
    try {
      await dismiss.mutateAsync();
      navigate(path("TrainingHome"), { replace: true });
    } catch (error) {
      setGeneral(apiErrorMessage(t, error));
    }
  }

  const stepNumber = stepIndex + 1;
  const stepsTotal = ONBOARDING_STEPS.length;

  return (
    <div className={`${pageBlocks.stack5} ${blocks.column} ${styles.page}`}>
      <header className={pageBlocks.stack2}>
        <p className={blocks.eyebrow}>{t("onboarding.eyebrow")}</p>
        <h1 className={pageBlocks.title2xl}>
          {firstName ? t("onboarding.title", { firstName }) : t("onboarding.titleAnonymous")}
        </h1>
        <p className={blocks.mutedLarge}>{t("onboarding.lead")}</p>
      </header>

      <form
        className={`${pageBlocks.raisedSurface} ${pageBlocks.stack5} ${styles.card}`}
        onSubmit={onSubmit}
        noValidate
      >
        <div className={pageBlocks.stack2}>
          <p className={blocks.stepCount}>
            {t("onboarding.stepOf", { n: stepNumber, total: stepsTotal })}
          </p>
          <ProgressBar
            value={(stepNumber / stepsTotal) * 100}
            label={t("onboarding.stepOf", { n: stepNumber, total: stepsTotal })}
          />
        </div>

        <h2 ref={headingRef} tabIndex={-1} className={pageBlocks.titleXl}>
          {t(`onboarding.steps.${step}`)}
        </h2>

        {step === "role" ? (
          <>
            <ChoiceGroup
              legend={t("onboarding.questions.role")}
              options={ONBOARDING_ROLES.map((value) => ({
                value,
                label: t(`onboarding.role.${value}`),
              }))}
              value={draft.role}
              onChange={(role) => update({ role })}
              error={message(errors.role)}
            />
            {draft.role === "other" ? (
              <TextField
                label={t("onboarding.questions.roleOther")}
                value={draft.roleOther}
                maxLength={ONBOARDING_OTHER_MAX_LENGTH}
                onChange={(event) => update({ roleOther: event.target.value })}
                error={message(errors.roleOther)}
              />
            ) : null}
          </>
        ) : null}

        {step === "experience" ? (
          <>
            <ChoiceGroup
              legend={t("onboarding.questions.experience")}
              options={ONBOARDING_EXPERIENCE.map((value) => ({
                value,
                label: t(`onboarding.experience.${value}`),
              }))}
              value={draft.experience}
              onChange={(experience) => update({ experience })}
              error={message(errors.experience)}
            />
            <ChoiceGroup
              legend={t("onboarding.questions.interviewsPerMonth")}
              options={ONBOARDING_INTERVIEWS_PER_MONTH.map((value) => ({
                value,
                label: t(`onboarding.interviews_per_month.${value}`),
              }))}
              value={draft.interviewsPerMonth}
              onChange={(interviewsPerMonth) => update({ interviewsPerMonth })}
              error={message(errors.interviewsPerMonth)}
            />
          </>
        ) : null}

        {step === "goals" ? (
          <>
            <ChoiceGroup
              multiple
              legend={t("onboarding.questions.goals")}
              options={ONBOARDING_GOALS.map((value) => ({
                value,
                label: t(`onboarding.goals.${value}`),
              }))}
              value={draft.goals}
              onChange={(goals) => update({ goals })}
              error={message(errors.goals)}
            />
            {draft.goals.includes("other") ? (
              <TextField
                label={t("onboarding.questions.goalsOther")}
                value={draft.goalsOther}
                maxLength={ONBOARDING_OTHER_MAX_LENGTH}
                onChange={(event) => update({ goalsOther: event.target.value })}
                error={message(errors.goalsOther)}
              />
            ) : null}
          </>
        ) : null}

        {general ? <FormBanner>{general}</FormBanner> : null}

        <div className={`${pageBlocks.wrapRow} ${styles.actions}`}>
          {stepIndex > 0 ? (
            <Button variant="secondary" onClick={() => goTo(stepIndex - 1)}>
              <ChevronLeftIcon size={16} />
              {t("onboarding.back")}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => void notNow()} disabled={dismiss.isPending}>
              {t("onboarding.notNow")}
            </Button>
          )}
          <Button type="submit" disabled={submit.isPending} aria-busy={submit.isPending}>
            {isLast ? t("onboarding.submit") : t("onboarding.next")}
            {isLast ? null : <ArrowRightIcon size={16} />}
          </Button>
        </div>
      </form>
    </div>
  );
}
