import { expect } from 'chai';
import { escapeHtml, mailHtml, mailText, renderMail, type MailDocument } from '../../../../server/domain/notices/mail-layout.ts';

const doc = (overrides: Partial<MailDocument> = {}): MailDocument => ({
  to: 'o@example.test',
  subject: 'Your appointment is booked',
  sender: 'Happy <Paws> & Co',
  blocks: [
    { kind: 'heading', text: 'Your appointment is booked' },
    { kind: 'paragraph', text: 'Hi <b>Olive</b>,' },
    { kind: 'facts', rows: [{ label: 'Pet', value: 'Rex <script>alert(1)</script>' }, { label: 'Reason for the visit', value: 'Limping "badly"\nsince Monday' }] },
    { kind: 'paragraph', text: 'The doctor will call you.', link: { label: 'Your consultation page', url: 'https://happy.example/appointments?z=1U2.sig&x=1' } },
    { kind: 'button', label: 'View your appointment', url: 'https://petcare.example/app/my-appointments/7' },
  ],
  ...overrides,
});

describe('the mail layout', () => {
  it('escapes every typed value in the HTML part', () => {
    const html = mailHtml(doc());
    expect(html).to.contain('Rex &lt;script&gt;alert(1)&lt;/script&gt;').and.not.contain('<script>');
    expect(html).to.contain('Hi &lt;b&gt;Olive&lt;/b&gt;,');
    expect(html).to.contain('Limping &quot;badly&quot;<br>since Monday');
    expect(html).to.contain('Sent by Happy &lt;Paws&gt; &amp; Co.');
    expect(html).to.contain('href="https://happy.example/appointments?z=1U2.sig&amp;x=1"');
    expect(escapeHtml(`<a href='x'>&`)).to.equal('&lt;a href=&#39;x&#39;&gt;&amp;');
  });

  it('drops a link that is not http(s) or mailto, keeping its words', () => {
    const html = mailHtml(doc({ blocks: [{ kind: 'button', label: 'Open', url: 'javascript:alert(1)' }] }));
    expect(html).to.not.contain('javascript:');
    expect(html).to.contain('Open');
  });

  it('writes the text part from the same blocks, in order, with the links written out and the sender last', () => {
    expect(mailText(doc())).to.equal([
      'Your appointment is booked', '',
      'Hi <b>Olive</b>,', '',
      'Pet: Rex <script>alert(1)</script>', 'Reason for the visit: Limping "badly"\nsince Monday', '',
      'The doctor will call you.\nYour consultation page: https://happy.example/appointments?z=1U2.sig&x=1', '',
      'View your appointment: https://petcare.example/app/my-appointments/7', '',
      '-- ', 'Sent by Happy <Paws> & Co.', '',
    ].join('\n'));
  });

  it('is one column of at most 600 px with inline styles only', () => {
    const html = mailHtml(doc());
    expect(html).to.contain('max-width:600px').and.contain('name="viewport"');
    expect(html).to.not.match(/<style|<link|class=/);
    expect(html).to.not.match(/width="[1-9]\d{2,}"|(?<!max-)width:\s*[1-9]\d{2,}px/);
  });

  it('sends both parts and the attachments', () => {
    const attachments = [{ filename: 'appointment.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN:VCALENDAR' }];
    const message = renderMail(doc({ attachments }));
    expect(message.to).to.equal('o@example.test');
    expect(message.subject).to.equal('Your appointment is booked');
    expect(message.text).to.equal(mailText(doc()));
    expect(message.html).to.equal(mailHtml(doc()));
    expect(message.attachments).to.deep.equal(attachments);
  });
});
