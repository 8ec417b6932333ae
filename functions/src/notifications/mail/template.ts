import type { MailCategory } from '@app/schemas/notifications/mail';

/** What one e-mail says, before the layout dresses it (HTML and plain text). */
export interface MailContent {
  /** The first line, as a title. */
  heading: string;
  paragraphs: string[];
  /** The button (and, in the text part, the link on its own line). */
  action?: { label: string; url: string };
  /** A smaller line after the button: why the person receives it, what to do if it was not them. */
  note?: string;
}

/**
 * One message: its category, its Italian subject and body, and sample data for the preview. Bodies
 * never carry health data (diary, symptoms, messages' text): only that something is waiting, with a
 * link to the app.
 */
export interface MailTemplate<Data> {
  name: string;
  category: MailCategory;
  subject(data: Data): string;
  content(data: Data): MailContent;
  /** What `npm run mail:preview` renders it with. */
  sample: Data;
}

export const defineTemplate = <Data>(template: MailTemplate<Data>) => template;
