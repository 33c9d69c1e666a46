import { POINTS } from "@candor/shared/constants";
import { CHALLENGING_SCENARIOS_SLUG } from "@candor/shared/endpoints/curricula.paths";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import type { Course } from "../../../components/course-card/course";
import { BigCourseCard, MediumCourseCard } from "../../../components/course-card/course-card";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { CourseCardRecord } from "../../../lib/training/training-records";
import blocks from "../../../styles/blocks.module.css";
import { scenarioVideosQueryOptions } from "../api/challenging-scenarios";
import { curriculumCardsQueryOptions } from "../api/course-cards";
import { Carousel } from "./carousel";
import { CardSkeletons, SectionEmpty, SectionError } from "./section-state";
import styles from "./training.module.css";

/** A course the plan doesn't include opens the page that explains how to get it (SPEC §9). */
export function cardHref(card: CourseCardRecord): string | undefined {
  return card.isAvailable ? undefined : path("TrainingNotAvailable");
}

function LandingSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (titleText: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={pageBlocks.stack4} aria-labelledby={titleId}>
      <div className={blocks.stackGap1}>
        <h2 id={titleId} className={pageBlocks.titleXl}>
          {title}
        </h2>
        <p className={`${pageBlocks.subdued} ${styles.measure}`}>{description}</p>
      </div>
      {children(title)}
    </section>
  );
}

/** Our Complete Curriculum: the curricula of type complete, as big cards. */
export function CompleteCurriculumSection() {
  const { t } = useTranslation();
  const cards = useQuery(curriculumCardsQueryOptions("complete"));
  return (
    <LandingSection
      title={t("training.complete.title")}
      description={t("training.complete.description")}
    >
      {() =>
        cards.isPending ? (
          <CardSkeletons count={1} variant="big" />
        ) : cards.isError ? (
          <SectionError error={cards.error} onRetry={() => void cards.refetch()} />
        ) : cards.data.length === 0 ? (
          <SectionEmpty>{t("training.complete.empty")}</SectionEmpty>
        ) : (
          <ul className={styles.stack}>
            {cards.data.map((card) => (
              <li key={card.id}>
                <BigCourseCard course={card} href={cardHref(card)} />
              </li>
            ))}
          </ul>
        )
      }
    </LandingSection>
  );
}

/** Specialized Tracks: the specialized curricula in a carousel, three at a time (SPEC §2). */
export function SpecializedTracksSection() {
  const { t } = useTranslation();
  const cards = useQuery(curriculumCardsQueryOptions("specialized"));
  return (
    <LandingSection
      title={t("training.specialized.title")}
      description={t("training.specialized.description")}
    >
      {(title) =>
        cards.isPending ? (
          <CardSkeletons count={3} />
        ) : cards.isError ? (
          <SectionError error={cards.error} onRetry={() => void cards.refetch()} />
        ) : cards.data.length === 0 ? (
          <SectionEmpty>{t("training.specialized.empty")}</SectionEmpty>
        ) : (
          <Carousel label={title}>
            {cards.data.map((card) => (
              <MediumCourseCard key={card.id} course={card} href={cardHref(card)} />
            ))}
          </Carousel>
        )
      }
    </LandingSection>
  );
}

/** The three fixed scenarios of SPEC §2, each with the slug of its video. */
export const CHALLENGING_SCENARIOS = [
  { key: "nervousCandidate", videoSlug: "the-nervous-candidate" },
  { key: "overqualifiedCandidate", videoSlug: "the-overqualified-candidate" },
  { key: "rambler", videoSlug: "the-rambler" },
] as const;

/**
 * Challenging Scenarios: three fixed cards, 200 points each, opening the scenarios' curriculum at
 * their video (`?videoId=`); progress is 100 once that video is watched, else 0. Until the
 * videos are known (loading, or the curriculum missing) the cards show 0 and open the curriculum.
 */
export function ChallengingScenariosSection() {
  const { t } = useTranslation();
  const videos = useQuery(scenarioVideosQueryOptions);
  const list = videos.data ?? [];
  return (
    <LandingSection
      title={t("training.scenarios.title")}
      description={t("training.scenarios.description")}
    >
      {() => (
        <>
          {videos.isError ? (
            <SectionError
              title={t("training.scenarios.progressFailed")}
              error={videos.error}
              onRetry={() => void videos.refetch()}
            />
          ) : null}
          <ul className={styles.grid} aria-busy={videos.isPending}>
            {CHALLENGING_SCENARIOS.map(({ key, videoSlug }, index) => {
              const video = list.find((item) => item.slug === videoSlug) ?? list[index];
              const course: Course = {
                id: key,
                title: t(`training.scenarios.${key}.title`),
                description: t(`training.scenarios.${key}.description`),
                candorPoints: POINTS.challengingScenario,
                progress: video?.isWatched ? 100 : 0,
                slug: CHALLENGING_SCENARIOS_SLUG,
                type: "learning",
              };
              const href = path(
                "Curriculum",
                { curriculum: CHALLENGING_SCENARIOS_SLUG },
                { videoId: video?.id },
              );
              return (
                <li key={key}>
                  <MediumCourseCard course={course} href={href} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </LandingSection>
  );
}

/** The landing's three sections, in the order of SPEC §2. */
export function LandingSections() {
  return (
    <>
      <CompleteCurriculumSection />
      <SpecializedTracksSection />
      <ChallengingScenariosSection />
    </>
  );
}
