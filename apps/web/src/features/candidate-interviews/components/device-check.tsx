import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { AlertIcon, CameraIcon, CheckCircleIcon } from "../../../components/icons/icons";
import introStyles from "../../../components/interview-intro/interview-intro.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import { useAudioLevel } from "../hooks/use-audio-level";
import type { DeviceCheck as DeviceCheckState } from "../hooks/use-device-check";
import { AudioMeter } from "./audio-meter";
import { CameraPreview } from "./camera-preview";
import styles from "./candidate-interviews.module.css";

export type DeviceCheckProps = {
  check: DeviceCheckState & { request: () => Promise<void> };
  onContinue: () => void;
  /** Shown while the candidate has not practised yet: straight to the questions. */
  onSkipPractice?: () => void;
};

/**
 * The camera and microphone check: the browser's permission prompt, a live picture and a level
 * meter; a refusal, a missing device or one held by another application says what to do.
 */
export function DeviceCheck({ check, onContinue, onSkipPractice }: DeviceCheckProps) {
  const { t } = useTranslation();
  const level = useAudioLevel(check.stream);
  const continueRef = useRef<HTMLButtonElement>(null);
  const isReady = check.status === "ready";

  useEffect(() => {
    if (isReady) continueRef.current?.focus();
  }, [isReady]);

  return (
    <section
      className={`${pageBlocks.stack4} ${pageBlocks.surface} ${introStyles.step}`}
      aria-labelledby="device-heading"
    >
      <header className={blocks.stackGap1}>
        <h1 id="device-heading" className={pageBlocks.titleXl}>
          {t("candidateInterviews.device.title")}
        </h1>
        <p className={pageBlocks.subdued}>{t("candidateInterviews.device.intro")}</p>
      </header>

      {check.status === "idle" || check.status === "requesting" ? (
        <div className={`${pageBlocks.stack3} ${styles.placeholder}`}>
          <CameraIcon size={40} />
          <p>{t("candidateInterviews.device.askBody")}</p>
          <Button
            size="lg"
            onClick={() => void check.request()}
            disabled={check.status === "requesting"}
            autoFocus
          >
            {check.status === "requesting"
              ? t("candidateInterviews.device.asking")
              : t("candidateInterviews.device.ask")}
          </Button>
        </div>
      ) : null}

      {check.status === "failed" ? (
        <div className={`${pageBlocks.stack3} ${styles.problemBox}`} role="alert">
          <h2 className={`${pageBlocks.row2} ${styles.problemTitle}`}>
            <AlertIcon size={20} />
            {t(`candidateInterviews.device.problems.${check.problem}.title`)}
          </h2>
          <p>{t(`candidateInterviews.device.problems.${check.problem}.body`)}</p>
          <Button size="lg" onClick={() => void check.request()}>
            {t("candidateInterviews.device.tryAgain")}
          </Button>
        </div>
      ) : null}

      {check.status === "ready" ? (
        <>
          <CameraPreview stream={check.stream} label={t("candidateInterviews.device.preview")} />
          <AudioMeter level={level} />
          <p className={styles.ok}>
            <CheckCircleIcon size={18} />
            {t("candidateInterviews.device.ready")}
          </p>
          <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
            <Button ref={continueRef} size="lg" onClick={onContinue}>
              {onSkipPractice
                ? t("candidateInterviews.device.toPractice")
                : t("candidateInterviews.device.toQuestions")}
            </Button>
            {onSkipPractice ? (
              <Button size="lg" variant="secondary" onClick={onSkipPractice}>
                {t("candidateInterviews.device.skipPractice")}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
