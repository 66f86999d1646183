interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A mailer for createTestApp that keeps every e-mail, and what tests read from them. */
export function capturedMail() {
  const mails: Mail[] = [];
  return {
    mailer: {
      delivers: false,
      send: async (mail: Mail) => {
        mails.push(mail);
      },
    },
    to: (address: string) => mails.filter((mail) => mail.to === address),
    /** The verify link in the last e-mail to this address, '' when there is none. */
    lastLinkTo: (address: string) =>
      /(http\S+\/auth\/v1\/verify\S+)/.exec(
        mails.filter((mail) => mail.to === address).at(-1)?.text ?? '',
      )?.[1] ?? '',
  };
}
