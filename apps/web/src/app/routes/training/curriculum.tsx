import { useParams, useSearchParams } from "react-router";
import { CURRICULUM_SLUG_PARAM, VIDEO_ID_PARAM } from "./curriculum-params";
import { CurriculumScreen } from "./curriculum-screen";

/**
 * `/training/learn/{curriculum}` (route Curriculum): the curriculum page. The slug is the path's;
 * `?curriculum-slug=` (SPEC §2's name for it) is read too, for links written that way.
 */
export default function CurriculumPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const slug = params.curriculum ?? searchParams.get(CURRICULUM_SLUG_PARAM) ?? "";
  return (
    <CurriculumScreen key={slug} slug={slug} requestedVideoId={searchParams.get(VIDEO_ID_PARAM)} />
  );
}
