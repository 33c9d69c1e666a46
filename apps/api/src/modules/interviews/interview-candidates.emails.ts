import { PRODUCT_NAME } from "@candor/shared/constants";
import { path } from "@candor/shared/routes";
import type { ReviewDecision } from "@candor/shared/rules/interviews";
import type { MailMessage } from "../../lib/mail/mailer";
import { type MailLocale, renderEmail } from "../../lib/mail/render-email";
import type { CandidateInterviewRow, CandidateMailContext } from "./interview-candidates.queries";

/*
 * The emails a candidate receives about an interview (issue 6): the invitation with their
 * personal link, a reminder before the deadline, and the decision when the hiring team chose to
 * tell them. Branded with the organization's name and colour, in the candidate's language.
 */

export type CandidateEmailContext = {
  to: string;
  locale: string;
  firstName: string | null;
  organizationName: string;
  brandColor: string | null;
  interviewTitle: string;
  positionTitle: string;
  deadline: Date | null;
};

/** What a candidate email says of its interview, the candidate's own deadline first. */
export function candidateEmailContext(
  candidateInterview: CandidateInterviewRow,
  mail: CandidateMailContext,
): CandidateEmailContext {
  return {
    to: candidateInterview.email,
    locale: mail.locale,
    firstName: candidateInterview.firstName,
    organizationName: mail.organization.name,
    brandColor: mail.organization.brandColor,
    interviewTitle: mail.interview.title,
    positionTitle: mail.position.title,
    deadline: candidateInterview.deadline ?? mail.interview.deadline,
  };
}

/**
 * Links in candidate emails, on the public origin (candidates belong to no organization's
 * subdomain): the personal invitation, and the page of an interview already bound to them.
 */
export function candidateLinks(publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  return {
    invitation: (token: string) => `${origin}${path("InterviewInvitation", { token })}`,
    interview: (candidateInterviewId: string) =>
      `${origin}${path("CandidatePrerecordedInterview", { id: candidateInterviewId })}`,
  };
}

type Copy = {
  greeting: (name: string | null) => string;
  deadline: (date: string) => string;
  hint: string;
  footer: string;
  invitation: {
    subject: (organization: string, position: string) => string;
    body: (organization: string, position: string) => string;
    how: string;
    personal: string;
    action: string;
  };
  reminder: {
    subject: (organization: string, position: string) => string;
    body: (organization: string, position: string) => string;
    action: string;
  };
  decision: {
    subject: (organization: string, position: string) => string;
    body: Record<ReviewDecision, (organization: string, position: string) => string>;
  };
};

const COPY: Record<MailLocale, Copy> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    deadline: (date) => `Please complete it by ${date}.`,
    hint: "If the button does not work, paste this link into your browser:",
    footer: `Sent with ${PRODUCT_NAME} · one-way video interviews`,
    invitation: {
      subject: (organization, position) =>
        `${organization} invites you to a video interview for ${position}`,
      body: (organization, position) =>
        `${organization} invites you to a one-way video interview for the ${position} position.`,
      how: "You answer a few questions on camera, whenever it suits you. Before you start you will see how much time you have to think and to answer, and how many retakes you may use.",
      personal: "This link is personal: please do not share it.",
      action: "Open the interview",
    },
    reminder: {
      subject: (organization, position) =>
        `Reminder: your video interview for ${position} at ${organization}`,
      body: (organization, position) =>
        `Your video interview for the ${position} position at ${organization} is not complete yet.`,
      action: "Continue the interview",
    },
    decision: {
      subject: (organization, position) => `Your interview for ${position} at ${organization}`,
      body: {
        advance: (organization, position) =>
          `Thank you for your interview for the ${position} position. Good news: ${organization} would like to move forward with your application and will be in touch about the next steps.`,
        reject: (organization, position) =>
          `Thank you for taking the time to interview for the ${position} position. After careful consideration, ${organization} has decided not to move forward with your application. We wish you every success.`,
        hold: (organization, position) =>
          `Thank you for your interview for the ${position} position. ${organization} is still considering your application and will be in touch.`,
      },
    },
  },
  it: {
    greeting: (name) => (name ? `Ciao ${name},` : "Ciao,"),
    deadline: (date) => `Ti chiediamo di completarlo entro il ${date}.`,
    hint: "Se il pulsante non funziona, incolla questo link nel browser:",
    footer: `Inviato con ${PRODUCT_NAME} · colloqui video asincroni`,
    invitation: {
      subject: (organization, position) =>
        `${organization} ti invita a un colloquio video per ${position}`,
      body: (organization, position) =>
        `${organization} ti invita a un colloquio video asincrono per la posizione ${position}.`,
      how: "Rispondi ad alcune domande davanti alla videocamera, quando preferisci. Prima di iniziare vedrai quanto tempo hai per pensare e per rispondere, e quanti tentativi puoi ripetere.",
      personal: "Questo link è personale: non condividerlo.",
      action: "Apri il colloquio",
    },
    reminder: {
      subject: (organization, position) =>
        `Promemoria: il tuo colloquio video per ${position} presso ${organization}`,
      body: (organization, position) =>
        `Il tuo colloquio video per la posizione ${position} presso ${organization} non è ancora completo.`,
      action: "Continua il colloquio",
    },
    decision: {
      subject: (organization, position) =>
        `Il tuo colloquio per ${position} presso ${organization}`,
      body: {
        advance: (organization, position) =>
          `Grazie per il colloquio per la posizione ${position}. Buone notizie: ${organization} desidera proseguire con la tua candidatura e ti contatterà per i prossimi passi.`,
        reject: (organization, position) =>
          `Grazie per il tempo dedicato al colloquio per la posizione ${position}. Dopo un'attenta valutazione, ${organization} ha deciso di non proseguire con la tua candidatura. Ti auguriamo ogni successo.`,
        hold: (organization, position) =>
          `Grazie per il colloquio per la posizione ${position}. ${organization} sta ancora valutando la tua candidatura e ti contatterà.`,
      },
    },
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    deadline: (date) => `Complétala antes del ${date}.`,
    hint: "Si el botón no funciona, pega este enlace en tu navegador:",
    footer: `Enviado con ${PRODUCT_NAME} · entrevistas en vídeo diferidas`,
    invitation: {
      subject: (organization, position) =>
        `${organization} te invita a una entrevista en vídeo para ${position}`,
      body: (organization, position) =>
        `${organization} te invita a una entrevista en vídeo diferida para el puesto de ${position}.`,
      how: "Respondes a unas preguntas ante la cámara, cuando te venga bien. Antes de empezar verás cuánto tiempo tienes para pensar y para responder, y cuántas repeticiones puedes usar.",
      personal: "Este enlace es personal: no lo compartas.",
      action: "Abrir la entrevista",
    },
    reminder: {
      subject: (organization, position) =>
        `Recordatorio: tu entrevista en vídeo para ${position} en ${organization}`,
      body: (organization, position) =>
        `Tu entrevista en vídeo para el puesto de ${position} en ${organization} aún no está completa.`,
      action: "Continuar la entrevista",
    },
    decision: {
      subject: (organization, position) => `Tu entrevista para ${position} en ${organization}`,
      body: {
        advance: (organization, position) =>
          `Gracias por tu entrevista para el puesto de ${position}. Buenas noticias: ${organization} quiere seguir adelante con tu candidatura y se pondrá en contacto contigo para los próximos pasos.`,
        reject: (organization, position) =>
          `Gracias por dedicar tu tiempo a la entrevista para el puesto de ${position}. Tras valorarla con atención, ${organization} ha decidido no seguir adelante con tu candidatura. Te deseamos mucho éxito.`,
        hold: (organization, position) =>
          `Gracias por tu entrevista para el puesto de ${position}. ${organization} sigue valorando tu candidatura y se pondrá en contacto contigo.`,
      },
    },
  },
};

export function mailLocale(locale: string): MailLocale {
  return locale === "it" || locale === "es" ? locale : "en";
}

/** A deadline in the reader's language, in UTC (the email cannot know their time zone). */
export function formatDeadline(deadline: Date, locale: MailLocale): string {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(deadline);
  return `${text} UTC`;
}

function brandOf(context: CandidateEmailContext) {
  return { name: context.organizationName, color: context.brandColor ?? "" };
}

/** The invitation with the candidate's personal link. */
export function interviewInvitationEmail(
  context: CandidateEmailContext,
  link: string,
): MailMessage {
  const locale = mailLocale(context.locale);
  const copy = COPY[locale];
  const { organizationName: organization, positionTitle: position } = context;
  const body = renderEmail({
    locale,
    brand: brandOf(context),
    heading: context.interviewTitle,
    paragraphs: [
      copy.greeting(context.firstName),
      copy.invitation.body(organization, position),
      copy.invitation.how,
      ...(context.deadline ? [copy.deadline(formatDeadline(context.deadline, locale))] : []),
      copy.invitation.personal,
    ],
    action: { label: copy.invitation.action, url: link },
    actionHint: copy.hint,
    footer: copy.footer,
  });
  return { to: context.to, subject: copy.invitation.subject(organization, position), ...body };
}

/** A reminder to a candidate who has not completed; `deadline` is the one that applies. */
export function interviewReminderEmail(context: CandidateEmailContext, link: string): MailMessage {
  const locale = mailLocale(context.locale);
  const copy = COPY[locale];
  const { organizationName: organization, positionTitle: position } = context;
  const body = renderEmail({
    locale,
    brand: brandOf(context),
    heading: context.interviewTitle,
    paragraphs: [
      copy.greeting(context.firstName),
      copy.reminder.body(organization, position),
      ...(context.deadline ? [copy.deadline(formatDeadline(context.deadline, locale))] : []),
    ],
    action: { label: copy.reminder.action, url: link },
    actionHint: copy.hint,
    footer: copy.footer,
  });
  return { to: context.to, subject: copy.reminder.subject(organization, position), ...body };
}

/** The hiring team's decision, when they chose to tell the candidate. */
export function interviewDecisionEmail(
  context: CandidateEmailContext,
  decision: ReviewDecision,
): MailMessage {
  const locale = mailLocale(context.locale);
  const copy = COPY[locale];
  const { organizationName: organization, positionTitle: position } = context;
  const body = renderEmail({
    locale,
    brand: brandOf(context),
    heading: copy.decision.subject(organization, position),
    paragraphs: [
      copy.greeting(context.firstName),
      copy.decision.body[decision](organization, position),
    ],
    footer: copy.footer,
  });
  return { to: context.to, subject: copy.decision.subject(organization, position), ...body };
}
