import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useOutletContext } from "react-router";
import { CandidateTopBar } from "../../components/candidate-top-bar/candidate-top-bar";
import { Footer } from "../../components/footer/footer";
import { useSession } from "../../lib/auth/use-session";
import { RouteGuard } from "../guards/route-guard";
import { MAIN_CONTENT_ID } from "./general-layout";
import styles from "./layouts.module.css";

/** Sign-in from the candidate area is a candidate's (SPEC §2 candidate top bar). */
const CANDIDATE_SIGN_IN = { type: "Candidate" };

/** The inviting company shown in the top bar while one of its pages is open. */
export type CandidateCompany = { name: string; logoUrl?: string | null } | null;
type CandidateOutletContext = { setCompany: (company: CandidateCompany) => void };

/** A page of one company's interview puts its name (or logo) in the candidate top bar. */
export function useCandidateCompany(company: CandidateCompany) {
  const context = useOutletContext<CandidateOutletContext | undefined>();
  const name = company?.name;
  const logoUrl = company?.logoUrl ?? null;
  useEffect(() => {
    if (!context || name === undefined) return;
    context.setCompany({ name, logoUrl });
    return () => context.setCompany(null);
  }, [context, name, logoUrl]);
}

/**
 * The candidate area (`/hire-candidate…`): minimal chrome, the candidate top bar and the page.
 * Pages the tables reserve for candidates (their dashboard) need a signed-in candidate; public
 * ones (an interview opened from an invitation) render for anyone.
 */
export function CandidateLayout() {
  const { t } = useTranslation();
  const { status, user, signOut } = useSession();
  const [company, setCompany] = useState<CandidateCompany>(null);
  const outletContext = useMemo<CandidateOutletContext>(() => ({ setCompany }), []);
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t("app.skipToContent")}
      </a>
      <CandidateTopBar
        user={user}
        isLoading={status === "loading"}
        company={company}
        onSignOut={() => signOut()}
      />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <RouteGuard signInQuery={CANDIDATE_SIGN_IN}>
          <Outlet context={outletContext} />
        </RouteGuard>
      </main>
      <Footer />
    </>
  );
}
