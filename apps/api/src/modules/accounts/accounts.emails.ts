import { PRODUCT_NAME } from "@candor/shared/constants";
import type { MailMessage } from "../../lib/mail/mailer";
import { type MailLocale, renderEmail } from "../../lib/mail/render-email";

type Recipient = { email: string; firstName: string; locale: string };

const COPY = {
  en: {
    greeting: (name: string) => `Hi ${name},`,
    activationSubject: `Confirm your email address for ${PRODUCT_NAME}`,
    activationHeading: "Confirm your email address",
    activationBody: `Confirm this address to finish setting up your ${PRODUCT_NAME} account. The link works once and expires in 3 days.`,
    activationAction: "Confirm email address",
    resetSubject: `Reset your ${PRODUCT_NAME} password`,
    resetHeading: "Reset your password",
    resetBody:
      "Someone asked to reset the password of this account. If it was you, choose a new password; the link works once and expires in an hour.",
    resetAction: "Choose a new password",
    ignore: "If you did not ask for this, you can ignore this email: nothing changes.",
    hint: "If the button does not work, paste this link into your browser:",
    footer: `${PRODUCT_NAME} · interview training and structured hiring`,
  },
  it: {
    greeting: (name: string) => `Ciao ${name},`,
    activationSubject: `Conferma il tuo indirizzo email per ${PRODUCT_NAME}`,
    activationHeading: "Conferma il tuo indirizzo email",
    activationBody: `Conferma questo indirizzo per completare la configurazione del tuo account ${PRODUCT_NAME}. Il link funziona una sola volta e scade tra 3 giorni.`,
    activationAction: "Conferma indirizzo email",
    resetSubject: `Reimposta la password di ${PRODUCT_NAME}`,
    resetHeading: "Reimposta la password",
    resetBody:
      "Qualcuno ha chiesto di reimpostare la password di questo account. Se sei stato tu, scegli una nuova password; il link funziona una sola volta e scade tra un'ora.",
    resetAction: "Scegli una nuova password",
    ignore: "Se non l'hai chiesto tu, puoi ignorare questa email: non cambierà nulla.",
    hint: "Se il pulsante non funziona, incolla questo link nel browser:",
    footer: `${PRODUCT_NAME} · formazione ai colloqui e selezione strutturata`,
  },
  es: {
    greeting: (name: string) => `Hola ${name}:`,
    activationSubject: `Confirma tu dirección de correo para ${PRODUCT_NAME}`,
    activationHeading: "Confirma tu dirección de correo",
    activationBody: `Confirma esta dirección para terminar de configurar tu cuenta de ${PRODUCT_NAME}. El enlace funciona una sola vez y caduca en 3 días.`,
    activationAction: "Confirmar dirección de correo",
    resetSubject: `Restablece tu contraseña de ${PRODUCT_NAME}`,
    resetHeading: "Restablece tu contraseña",
    resetBody:
      "Alguien pidió restablecer la contraseña de esta cuenta. Si fuiste tú, elige una nueva contraseña; el enlace funciona una sola vez y caduca en una hora.",
    resetAction: "Elegir una nueva contraseña",
    ignore: "Si no lo pediste, puedes ignorar este correo: no cambiará nada.",
    hint: "Si el botón no funciona, pega este enlace en tu navegador:",
    footer: `${PRODUCT_NAME} · formación en entrevistas y selección estructurada`,
  },
} satisfies Record<MailLocale, unknown>;

export function mailLocale(locale: string | null | undefined): MailLocale {
  return locale === "it" || locale === "es" ? locale : "en";
}

export function activationEmail(to: Recipient, link: string): MailMessage {
  const locale = mailLocale(to.locale);
  const copy = COPY[locale];
  const body = renderEmail({
    locale,
    heading: copy.activationHeading,
    paragraphs: [copy.greeting(to.firstName), copy.activationBody, copy.ignore],
    action: { label: copy.activationAction, url: link },
    actionHint: copy.hint,
    footer: copy.footer,
  });
  return { to: to.email, subject: copy.activationSubject, ...body };
}

export function passwordResetEmail(to: Recipient, link: string): MailMessage {
  const locale = mailLocale(to.locale);
  const copy = COPY[locale];
  const body = renderEmail({
    locale,
    heading: copy.resetHeading,
    paragraphs: [copy.greeting(to.firstName), copy.resetBody, copy.ignore],
    action: { label: copy.resetAction, url: link },
    actionHint: copy.hint,
    footer: copy.footer,
  });
  return { to: to.email, subject: copy.resetSubject, ...body };
}
