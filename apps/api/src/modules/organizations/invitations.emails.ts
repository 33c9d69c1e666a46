import { PRODUCT_NAME } from "@candor/shared/constants";
import type { Permission } from "@candor/shared/permissions";
import { INVITATION_TTL_DAYS } from "@candor/shared/schemas/organizations";
import type { MailMessage } from "../../lib/mail/mailer";
import { type MailLocale, renderEmail } from "../../lib/mail/render-email";

export type InvitationEmail = {
  to: string;
  locale: string;
  organizationName: string;
  /** The admin who invited; null when their account is gone. */
  inviterName: string | null;
  permissions: readonly Permission[];
  link: string;
};

type Copy = {
  subject: (organization: string) => string;
  heading: (organization: string) => string;
  greeting: string;
  invitedBy: (inviter: string | null, organization: string, roles: string) => string;
  next: string;
  action: string;
  ignore: string;
  hint: string;
  footer: string;
  permissions: Record<Permission, string>;
  /** Joins the last two role names: "Admin and Reviewer". */
  and: string;
};

const COPY: Record<MailLocale, Copy> = {
  en: {
    subject: (organization) => `You're invited to join ${organization} on ${PRODUCT_NAME}`,
    heading: (organization) => `Join ${organization} on ${PRODUCT_NAME}`,
    greeting: "Hello,",
    invitedBy: (inviter, organization, roles) =>
      `${inviter ?? "An administrator"} invited you to join ${organization} on ${PRODUCT_NAME} as ${roles}.`,
    next: `Accept the invitation to choose your name and password. The link works once and expires in ${INVITATION_TTL_DAYS} days.`,
    action: "Accept the invitation",
    ignore: "If you were not expecting this invitation, you can ignore this email.",
    hint: "If the button does not work, paste this link into your browser:",
    footer: `${PRODUCT_NAME} · interview training and structured hiring`,
    permissions: { admin: "Admin", hr_manager: "HR manager", reviewer: "Reviewer" },
    and: "and",
  },
  it: {
    subject: (organization) => `Sei invitato a unirti a ${organization} su ${PRODUCT_NAME}`,
    heading: (organization) => `Unisciti a ${organization} su ${PRODUCT_NAME}`,
    greeting: "Ciao,",
    invitedBy: (inviter, organization, roles) =>
      `${inviter ?? "Un amministratore"} ti ha invitato a unirti a ${organization} su ${PRODUCT_NAME} come ${roles}.`,
    next: `Accetta l'invito per scegliere il tuo nome e la tua password. Il link funziona una sola volta e scade tra ${INVITATION_TTL_DAYS} giorni.`,
    action: "Accetta l'invito",
    ignore: "Se non ti aspettavi questo invito, puoi ignorare questa email.",
    hint: "Se il pulsante non funziona, incolla questo link nel browser:",
    footer: `${PRODUCT_NAME} · formazione ai colloqui e selezione strutturata`,
    permissions: { admin: "Amministratore", hr_manager: "Responsabile HR", reviewer: "Revisore" },
    and: "e",
  },
  es: {
    subject: (organization) => `Te han invitado a unirte a ${organization} en ${PRODUCT_NAME}`,
    heading: (organization) => `Únete a ${organization} en ${PRODUCT_NAME}`,
    greeting: "Hola:",
    invitedBy: (inviter, organization, roles) =>
      `${inviter ?? "Un administrador"} te ha invitado a unirte a ${organization} en ${PRODUCT_NAME} como ${roles}.`,
    next: `Acepta la invitación para elegir tu nombre y tu contraseña. El enlace funciona una sola vez y caduca en ${INVITATION_TTL_DAYS} días.`,
    action: "Aceptar la invitación",
    ignore: "Si no esperabas esta invitación, puedes ignorar este correo.",
    hint: "Si el botón no funciona, pega este enlace en tu navegador:",
    footer: `${PRODUCT_NAME} · formación en entrevistas y selección estructurada`,
    permissions: {
      admin: "Administrador",
      hr_manager: "Responsable de RR. HH.",
      reviewer: "Revisor",
    },
    and: "y",
  },
};

function mailLocale(locale: string): MailLocale {
  return locale === "it" || locale === "es" ? locale : "en";
}

function listRoles(names: string[], and: string): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
}

/** The invitation to join an organization, in the invitation's language, text and HTML. */
export function invitationEmail(invitation: InvitationEmail): MailMessage {
  const locale = mailLocale(invitation.locale);
  const copy = COPY[locale];
  const roles = listRoles(
    invitation.permissions.map((permission) => copy.permissions[permission]),
    copy.and,
  );
  const body = renderEmail({
    locale,
    heading: copy.heading(invitation.organizationName),
    paragraphs: [
      copy.greeting,
      copy.invitedBy(invitation.inviterName, invitation.organizationName, roles),
      copy.next,
      copy.ignore,
    ],
    action: { label: copy.action, url: invitation.link },
    actionHint: copy.hint,
    footer: copy.footer,
  });
  return { to: invitation.to, subject: copy.subject(invitation.organizationName), ...body };
}
