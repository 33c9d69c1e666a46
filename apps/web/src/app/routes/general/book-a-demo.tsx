import { displayName } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button/button";
import { CheckCircleIcon, CheckIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { DemoRequest } from "../../../features/demo-requests/api/create-demo-request";
import styles from "../../../features/demo-requests/components/book-a-demo.module.css";
import { BookADemoForm } from "../../../features/demo-requests/components/book-a-demo-form";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";

/**
 * `/book-a-demo` (public; Contact sales and the Enterprise plan lead here): the request form, then
 * a confirmation that says where the confirmation email went.
 */
export default function BookADemoPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [booked, setBooked] = useState<DemoRequest | null>(null);
  const doneTitleRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t("bookDemo.documentTitle"));

  // The confirmation replaces the form: keyboard and screen-reader users land on it.
  useEffect(() => {
    if (booked) doneTitleRef.current?.focus();
  }, [booked]);

  const member = user && user.type !== "Candidate" ? user : null;
  const defaults = member
    ? {
        name: displayName({ firstName: member.firstName, lastName: member.lastName }),
        email: member.email,
        company: member.organizationName ?? "",
      }
    : undefined;

  return (
    <div className={`${blocks.column} ${styles.page}`}>
      <div className={`${pageBlocks.stack3} ${styles.pitch}`}>
        <p className={`${pageBlocks.smallBold} ${styles.eyebrow}`}>{t("bookDemo.eyebrow")}</p>
        <h1 className={styles.title}>{t("bookDemo.title")}</h1>
        <p className={blocks.mutedLarge}>{t("bookDemo.lead")}</p>
        <ul className={`${pageBlocks.stack2} ${styles.perks}`}>
          {(["walkthrough", "questions", "enterprise"] as const).map((perk) => (
            <li key={perk}>
              <CheckIcon size={18} />
              {t(`bookDemo.perks.${perk}`)}
            </li>
          ))}
        </ul>
      </div>

      <section
        className={`${blocks.card} ${blocks.stack} ${styles.card}`}
        aria-labelledby={booked ? "demo-done-title" : "demo-form-title"}
      >
        {booked ? (
          <div className={`${pageBlocks.stack3} ${styles.done}`} role="status">
            <div className={`${blocks.centre} ${styles.doneIcon}`}>
              <CheckCircleIcon size={32} />
            </div>
            <h2
              id="demo-done-title"
              ref={doneTitleRef}
              className={pageBlocks.titleXl}
              tabIndex={-1}
            >
              {t("bookDemo.doneTitle", { name: booked.name.split(/\s+/)[0] ?? booked.name })}
            </h2>
            <p>{t("bookDemo.doneBody", { company: booked.company })}</p>
            <p>
              {t("bookDemo.doneEmail")} <strong>{booked.email}</strong>
            </p>
            <div className={`${pageBlocks.wrapRow} ${styles.doneActions}`}>
              <ButtonLink to={path("Home")}>{t("bookDemo.backHome")}</ButtonLink>
              <ButtonLink to={path("Plans")} variant="secondary">
                {t("bookDemo.seePlans")}
              </ButtonLink>
            </div>
          </div>
        ) : (
          <>
            <h2 id="demo-form-title" className={pageBlocks.titleXl}>
              {t("bookDemo.formTitle")}
            </h2>
            <BookADemoForm defaultValues={defaults} onBooked={setBooked} />
          </>
        )}
      </section>
    </div>
  );
}
