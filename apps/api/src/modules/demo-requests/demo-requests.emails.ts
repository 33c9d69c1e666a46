import { PRODUCT_NAME } from "@candor/shared/constants";
import type { MailMessage } from "../../lib/mail/mailer";
import { type MailLocale, renderEmail } from "../../lib/mail/render-email";

export type DemoRequestMail = {
  name: string;
  email: string;
  company: string;
  companySize: string;
  message: string;
  locale: string;
};

const COPY = {
  en: {
    subject: `Your ${PRODUCT_NAME} demo request`,
    heading: "Thanks for your interest",
    greeting: (name: string) => `Hi ${name},`,
    body: (company: string) =>
      `We received your request for a demo of ${PRODUCT_NAME} for ${company}. Someone from our team will write to you within one business day to find a time that suits you.`,
    reply: "If you want to add anything, just reply to this email.",
    footer: `${PRODUCT_NAME} · interview training and structured hiring`,
  },
  it: {
    subject: `La tua richiesta di demo di ${PRODUCT_NAME}`,
    heading: "Grazie per il tuo interesse",
    greeting: (name: string) => `Ciao ${name},`,
    body: (company: string) =>
      `Abbiamo ricevuto la tua richiesta di una demo di ${PRODUCT_NAME} per ${company}. Una persona del nostro team ti scriverà entro un giorno lavorativo per trovare un orario adatto a te.`,
    reply: "Se vuoi aggiungere qualcosa, rispondi pure a questa email.",
    footer: `${PRODUCT_NAME} · formazione ai colloqui e selezione strutturata`,
  },
  es: {
    subject: `Tu solicitud de demo de ${PRODUCT_NAME}`,
    heading: "Gracias por tu interés",
    greeting: (name: string) => `Hola ${name}:`,
    body: (company: string) =>
      `Hemos recibido tu solicitud de una demo de ${PRODUCT_NAME} para ${company}. Una persona de nuestro equipo te escribirá en un día laborable para encontrar un horario que te convenga.`,
    reply: "Si quieres añadir algo, responde a este correo.",
    footer: `${PRODUCT_NAME} · formación en entrevistas y selección estructurada`,
  },
} satisfies Record<MailLocale, unknown>;

function mailLocale(locale: string): MailLocale {
  return locale === "it" || locale === "es" ? locale : "en";
}

/** The confirmation to the person who asked, in their language; replies go to sales. */
export function demoConfirmationEmail(request: DemoRequestMail, salesEmail: string): MailMessage {
  const locale = mailLocale(request.locale);
  const copy = COPY[locale];
  const body = renderEmail({
    locale,
    heading: copy.heading,
    paragraphs: [copy.greeting(request.name), copy.body(request.company), copy.reply],
    footer: copy.footer,
  });
  return { to: request.email, subject: copy.subject, replyTo: salesEmail, ...body };
}

/** The notification to sales (in English); replying answers the requester. */
export function demoNotificationEmail(request: DemoRequestMail, salesEmail: string): MailMessage {
  const body = renderEmail({
    locale: "en",
    heading: `Demo request from ${request.company}`,
    paragraphs: [
      `Name: ${request.name}`,
      `Email: ${request.email}`,
      `Company: ${request.company}`,
      `Company size: ${request.companySize} employees`,
      `Language: ${request.locale}`,
      `Message: ${request.message || "(none)"}`,
    ],
    footer: `${PRODUCT_NAME} · sent from the Book a demo page`,
  });
  return {
    to: salesEmail,
    subject: `Demo request: ${request.company} (${request.companySize})`,
    replyTo: request.email,
    ...body,
  };
}
