import { path } from "@candor/shared/routes";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import {
  ArrowRightIcon,
  BriefcaseIcon,
  CheckIcon,
  PlayIcon,
  StarIcon,
  VideoIcon,
} from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";
import styles from "./home.module.css";

const AREAS = [
  { key: "training", Icon: PlayIcon },
  { key: "hiring", Icon: BriefcaseIcon },
  { key: "candidate", Icon: VideoIcon },
] as const;

const STEPS = [
  { title: "pages.home.step1Title", body: "pages.home.step1Body" },
  { title: "pages.home.step2Title", body: "pages.home.step2Body" },
  { title: "pages.home.step3Title", body: "pages.home.step3Body" },
] as const;

/** The landing page: what Candor is, its three areas, and the ways in. */
export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.home.documentTitle"));

  return (
    <div className={`${pageBlocks.stack} ${blocks.column} ${styles.page}`}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={pageBlocks.stack4}>
          <p className={blocks.eyebrow}>{t("pages.home.eyebrow")}</p>
          <h1 id="home-title" className={styles.title}>
            {t("pages.home.title")}
          </h1>
          <p className={`${blocks.mutedLarge} ${styles.lead}`}>{t("pages.home.lead")}</p>
          <div className={`${pageBlocks.wrapRow3} ${styles.ctas}`}>
            <ButtonLink to={path("BookADemo")} size="lg">
              {t("pages.home.bookDemo")}
              <ArrowRightIcon size={18} />
            </ButtonLink>
            <ButtonLink to={path("SignIn")} size="lg" variant="secondary">
              {t("pages.home.signIn")}
            </ButtonLink>
          </div>
        </div>
        <HeroIllustration />
      </section>

      <section className={pageBlocks.stack5} aria-labelledby="home-areas">
        <div className={`${pageBlocks.stack2} ${styles.sectionHead}`}>
          <h2 id="home-areas" className={pageBlocks.title2xl}>
            {t("pages.home.areasTitle")}
          </h2>
          <p className={pageBlocks.subdued}>{t("pages.home.areasLead")}</p>
        </div>
        <ul className={`${pageBlocks.bareList} ${styles.areas}`}>
          {AREAS.map(({ key, Icon }) => (
            <AreaCard key={key} area={key} Icon={Icon} />
          ))}
        </ul>
      </section>

      <section className={pageBlocks.stack5} aria-labelledby="home-steps">
        <div className={`${pageBlocks.stack2} ${styles.sectionHead}`}>
          <h2 id="home-steps" className={pageBlocks.title2xl}>
            {t("pages.home.stepsTitle")}
          </h2>
        </div>
        <ol className={`${pageBlocks.bareList} ${styles.steps}`}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={pageBlocks.stack2}>
              <span className={`${blocks.centre} ${styles.stepNumber}`} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={pageBlocks.sectionTitle}>{t(step.title)}</h3>
              <p className={pageBlocks.subdued}>{t(step.body)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={`${pageBlocks.stack3} ${styles.closing}`} aria-labelledby="home-closing">
        <h2 id="home-closing" className={pageBlocks.title2xl}>
          {t("pages.home.closingTitle")}
        </h2>
        <p className={pageBlocks.subdued}>{t("pages.home.closingBody")}</p>
        <div className={`${pageBlocks.wrapRow3} ${styles.ctas}`}>
          <ButtonLink to={path("BookADemo")} size="lg">
            {t("pages.home.bookDemo")}
          </ButtonLink>
          <ButtonLink to={path("SignIn")} size="lg" variant="secondary">
            {t("pages.home.signIn")}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

function AreaCard({
  area,
  Icon,
}: {
  area: (typeof AREAS)[number]["key"];
  Icon: ComponentType<{ size?: number }>;
}) {
  const { t } = useTranslation();
  const points = [
    t(`pages.home.${area}.point1`),
    t(`pages.home.${area}.point2`),
    t(`pages.home.${area}.point3`),
  ];
  return (
    <li className={`${pageBlocks.surface} ${pageBlocks.stack2} ${styles.area}`}>
      <span className={`${blocks.centre} ${styles.areaIcon}`}>
        <Icon size={22} />
      </span>
      <h3 className={pageBlocks.titleXl}>{t(`pages.home.${area}.title`)}</h3>
      <p className={pageBlocks.subdued}>{t(`pages.home.${area}.body`)}</p>
      <ul className={`${pageBlocks.list2} ${styles.points}`}>
        {points.map((point) => (
          <li key={point} className={blocks.topRow}>
            <CheckIcon size={16} strokeWidth={2.5} />
            {point}
          </li>
        ))}
      </ul>
    </li>
  );
}

const SCORE_ROWS = [
  { id: "a", score: 4, width: "60%" },
  { id: "b", score: 5, width: "48%" },
  { id: "c", score: 3, width: "36%" },
] as const;

/** A wordless sketch of a recorded answer being reviewed against a scorecard. Decorative. */
function HeroIllustration() {
  return (
    <div className={styles.illustration} aria-hidden="true">
      <div className={`${pageBlocks.surface} ${styles.window}`}>
        <div className={styles.windowBar}>
          <span />
          <span />
          <span />
        </div>
        <div className={`${blocks.centre} ${styles.video}`}>
          <div className={`${pageBlocks.stack} ${styles.person}`}>
            <span className={styles.head} />
            <span className={styles.shoulders} />
          </div>
          <span className={styles.recording} />
          <div className={`${pageBlocks.row3} ${styles.controls}`}>
            <span className={styles.play} />
            <span className={styles.timeline}>
              <span />
            </span>
          </div>
        </div>
        <div className={`${pageBlocks.stack3} ${styles.scorecard}`}>
          {SCORE_ROWS.map(({ id, score, width }) => (
            <div key={id} className={`${pageBlocks.row3} ${styles.scoreRow}`}>
              <span className={styles.scoreLabel} style={{ width }} />
              <span className={styles.stars}>
                {[0, 1, 2, 3, 4].map((star) => (
                  <StarIcon key={star} size={14} data-on={star < score || undefined} />
                ))}
              </span>
            </div>
          ))}
        </div>
      </div>
      <div className={`${pageBlocks.row3} ${styles.badge}`}>
        <CheckIcon size={18} strokeWidth={3} />
        <span className={`${pageBlocks.stack} ${styles.badgeLines}`}>
          <span />
          <span />
        </span>
      </div>
    </div>
  );
}
