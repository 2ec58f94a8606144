import type { LanguageCode } from '@tripfront/domain';

// The words of the account and service emails, one table per interface language (spec §1). A
// booking's confirmation and cancellation keep theirs in lib/email-texts.ts. English is the source;
// the others say the same. Typed: a language or a sentence missing here fails typecheck.

/** An email of one button: why it came, the button, what to know about the link. */
interface Plain {
  intro: string;
  action: string;
  outro: string;
}

export interface MailTexts {
  /** 'Hello Sam,', or 'Hello,' without a name. */
  greeting: (name: string) => string;
  verification: Plain & { subject: (agency: string) => string };
  passwordReset: Plain & { subject: (agency: string) => string };
  /** Find my booking (decision 0104), a guest's booking: a single-use link. */
  bookingAccess: Omit<Plain, 'intro'> & { subject: (reference: string, agency: string) => string; intro: (reference: string) => string };
  /** Find my booking, a booking of an account: read after signing in. */
  bookingSignIn: Omit<Plain, 'intro'> & { subject: (reference: string, agency: string) => string; intro: (reference: string, agency: string) => string };
  invitation: Omit<Plain, 'intro'> & {
    subject: (agency: string, asAgent: boolean) => string;
    intro: (f: { inviter: string; agency: string; asAgent: boolean }) => string;
  };
  applicationRejected: Omit<Plain, 'intro' | 'action'> & {
    subject: (agency: string) => string;
    intro: (agency: string) => string;
    reason: (reason: string) => string;
    action: (agency: string) => string;
  };
  /** An agent's proposal to a client (decision 0118): the agent's own message follows the intro as written. */
  proposal: Omit<Plain, 'intro'> & {
    subject: (agency: string, title: string) => string;
    intro: (f: { agent: string; agency: string; count: number }) => string;
    /** 'Please answer by 12 March 2027.' */
    expires: (date: string) => string;
  };
  /** To the agent: the client declined a proposal, with their reason when they gave one. */
  proposalDeclined: Omit<Plain, 'intro'> & {
    subject: (reference: string) => string;
    intro: (f: { client: string; reference: string }) => string;
    reason: (reason: string) => string;
  };
  /** A copy of a support request, to the agency; the request's own message follows the intro as written. */
  supportRequest: Omit<Plain, 'intro'> & {
    subject: (reference: string, subject: string) => string;
    intro: (f: { who: string; reference: string; subject: string }) => string;
  };
}

const en: MailTexts = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  verification: {
    subject: (a) => `Confirm your email for ${a}`,
    intro: 'Welcome! Please confirm your email address to finish creating your account.',
    action: 'Confirm my email',
    outro: 'The link works for 24 hours. If you did not sign up, you can ignore this email.',
  },
  passwordReset: {
    subject: (a) => `Reset your ${a} password`,
    intro: 'We received a request to reset your password.',
    action: 'Choose a new password',
    outro: 'The link works for one hour and only once. If you did not ask for it, you can ignore this email.',
  },
  bookingAccess: {
    subject: (r, a) => `Your booking ${r} with ${a}`,
    intro: (r) => `Here is the link to your booking ${r}, as you asked.`,
    action: 'Open my booking',
    outro: 'The link works for 30 minutes and only once. If you did not ask for it, you can ignore this email.',
  },
  bookingSignIn: {
    subject: (r, a) => `Your booking ${r} with ${a}`,
    intro: (r, a) => `Your booking ${r} is in your ${a} account. Log in to see and manage it.`,
    action: 'Log in',
    outro: 'If you did not ask for this, you can ignore this email.',
  },
  invitation: {
    subject: (a, asAgent) => (asAgent ? `You are invited to join ${a}` : `Your ${a} account is ready`),
    intro: ({ inviter, agency: a, asAgent }) =>
      `${inviter ? `${inviter} invited you` : 'You are invited'} to ${asAgent ? `join ${a} as a travel agent` : `create your ${a} account`}. Choose a password to get started.`,
    action: 'Accept the invitation',
    outro: 'The link works for 7 days and only once. If you did not expect this email, you can ignore it.',
  },
  applicationRejected: {
    subject: (a) => `Your application to ${a}`,
    intro: (a) => `Thank you for applying to become a travel agent with ${a}. We are unable to accept your application at this time.`,
    reason: (r) => `Reason: ${r}`,
    action: (a) => `Visit ${a}`,
    outro: 'You are welcome to apply again later.',
  },
  proposal: {
    subject: (a, t) => (t ? `${t}: a travel proposal from ${a}` : `A travel proposal from ${a}`),
    intro: ({ agent, agency: a, count }) =>
      `${agent || a} prepared a proposal for you with ${count === 1 ? 'one offer' : `${count} offers`}. Open it to see the details and prices, approve what you like and book it.`,
    expires: (d) => `Please answer by ${d}.`,
    action: 'View the proposal',
    outro: 'Prices are checked again when you open it. If you did not expect this email, you can ignore it.',
  },
  proposalDeclined: {
    subject: (r) => `Proposal ${r} was declined`,
    intro: ({ client, reference: r }) => `${client} declined proposal ${r}.`,
    reason: (r) => `Their reason: ${r}`,
    action: 'Open the proposal',
    outro: 'You can duplicate it to prepare a new one.',
  },
  supportRequest: {
    subject: (r, s) => `Support request ${r}: ${s}`,
    intro: ({ who, reference: r, subject: s }) => `${who} filed support request ${r} with the platform operator: "${s}".`,
    action: 'Open Support',
    outro: 'The platform operator answers at the contact details given in the request.',
  },
};

const fr: MailTexts = {
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  verification: {
    subject: (a) => `Confirmez votre adresse e-mail pour ${a}`,
    intro: 'Bienvenue ! Confirmez votre adresse e-mail pour terminer la création de votre compte.',
    action: 'Confirmer mon adresse e-mail',
    outro: 'Le lien est valable 24 heures. Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail.',
  },
  passwordReset: {
    subject: (a) => `Réinitialisez votre mot de passe ${a}`,
    intro: 'Nous avons reçu une demande de réinitialisation de votre mot de passe.',
    action: 'Choisir un nouveau mot de passe',
    outro: 'Le lien est valable une heure et une seule fois. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
  },
  bookingAccess: {
    subject: (r, a) => `Votre réservation ${r} chez ${a}`,
    intro: (r) => `Voici le lien vers votre réservation ${r}, comme vous l’avez demandé.`,
    action: 'Ouvrir ma réservation',
    outro: 'Le lien est valable 30 minutes et une seule fois. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
  },
  bookingSignIn: {
    subject: (r, a) => `Votre réservation ${r} chez ${a}`,
    intro: (r, a) => `Votre réservation ${r} se trouve dans votre compte ${a}. Connectez-vous pour la consulter et la gérer.`,
    action: 'Se connecter',
    outro: 'Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
  },
  invitation: {
    subject: (a, asAgent) => (asAgent ? `Vous êtes invité à rejoindre ${a}` : `Votre compte ${a} est prêt`),
    intro: ({ inviter, agency: a, asAgent }) =>
      `${inviter ? `${inviter} vous invite` : 'Vous êtes invité'} à ${asAgent ? `rejoindre ${a} en tant qu’agent de voyage` : `créer votre compte ${a}`}. Choisissez un mot de passe pour commencer.`,
    action: 'Accepter l’invitation',
    outro: 'Le lien est valable 7 jours et une seule fois. Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.',
  },
  applicationRejected: {
    subject: (a) => `Votre candidature auprès de ${a}`,
    intro: (a) => `Merci d’avoir posé votre candidature pour devenir agent de voyage avec ${a}. Nous ne pouvons pas l’accepter pour le moment.`,
    reason: (r) => `Motif : ${r}`,
    action: (a) => `Visiter ${a}`,
    outro: 'Vous pourrez poser à nouveau votre candidature plus tard.',
  },
  proposal: {
    subject: (a, t) => (t ? `${t} : une proposition de voyage de ${a}` : `Une proposition de voyage de ${a}`),
    intro: ({ agent, agency: a, count }) =>
      `${agent || a} a préparé pour vous une proposition avec ${count === 1 ? 'une offre' : `${count} offres`}. Ouvrez-la pour voir les détails et les prix, approuver ce qui vous plaît et le réserver.`,
    expires: (d) => `Merci de répondre avant le ${d}.`,
    action: 'Voir la proposition',
    outro: 'Les prix sont vérifiés à nouveau à l’ouverture. Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.',
  },
  proposalDeclined: {
    subject: (r) => `La proposition ${r} a été refusée`,
    intro: ({ client, reference: r }) => `${client} a refusé la proposition ${r}.`,
    reason: (r) => `Motif : ${r}`,
    action: 'Ouvrir la proposition',
    outro: 'Vous pouvez la dupliquer pour en préparer une nouvelle.',
  },
  supportRequest: {
    subject: (r, s) => `Demande d’assistance ${r} : ${s}`,
    intro: ({ who, reference: r, subject: s }) => `${who} a déposé la demande d’assistance ${r} auprès de l’opérateur de la plateforme : « ${s} ».`,
    action: 'Ouvrir l’assistance',
    outro: 'L’opérateur de la plateforme répond aux coordonnées indiquées dans la demande.',
  },
};

const de: MailTexts = {
  greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  verification: {
    subject: (a) => `Bestätigen Sie Ihre E-Mail-Adresse für ${a}`,
    intro: 'Willkommen! Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto fertig einzurichten.',
    action: 'E-Mail-Adresse bestätigen',
    outro: 'Der Link ist 24 Stunden gültig. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
  },
  passwordReset: {
    subject: (a) => `Ihr Passwort für ${a} zurücksetzen`,
    intro: 'Wir haben eine Anfrage erhalten, Ihr Passwort zurückzusetzen.',
    action: 'Neues Passwort wählen',
    outro: 'Der Link ist eine Stunde und nur einmal gültig. Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  bookingAccess: {
    subject: (r, a) => `Ihre Buchung ${r} bei ${a}`,
    intro: (r) => `Hier ist wie gewünscht der Link zu Ihrer Buchung ${r}.`,
    action: 'Meine Buchung öffnen',
    outro: 'Der Link ist 30 Minuten und nur einmal gültig. Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  bookingSignIn: {
    subject: (r, a) => `Ihre Buchung ${r} bei ${a}`,
    intro: (r, a) => `Ihre Buchung ${r} befindet sich in Ihrem Konto bei ${a}. Melden Sie sich an, um sie anzusehen und zu verwalten.`,
    action: 'Anmelden',
    outro: 'Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  invitation: {
    subject: (a, asAgent) => (asAgent ? `Einladung zu ${a}` : `Ihr Konto bei ${a} ist bereit`),
    intro: ({ inviter, agency: a, asAgent }) =>
      `${inviter ? `${inviter} lädt Sie ein` : 'Sie sind eingeladen'}, ${asAgent ? `${a} als Reisebüro-Agent beizutreten` : `Ihr Konto bei ${a} anzulegen`}. Wählen Sie ein Passwort, um loszulegen.`,
    action: 'Einladung annehmen',
    outro: 'Der Link ist 7 Tage und nur einmal gültig. Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
  },
  applicationRejected: {
    subject: (a) => `Ihre Bewerbung bei ${a}`,
    intro: (a) => `Vielen Dank für Ihre Bewerbung als Reisebüro-Agent bei ${a}. Wir können Ihre Bewerbung derzeit leider nicht annehmen.`,
    reason: (r) => `Grund: ${r}`,
    action: (a) => `${a} besuchen`,
    outro: 'Sie können sich gern später erneut bewerben.',
  },
  proposal: {
    subject: (a, t) => (t ? `${t}: ein Reiseangebot von ${a}` : `Ein Reiseangebot von ${a}`),
    intro: ({ agent, agency: a, count }) =>
      `${agent || a} hat ein Angebot mit ${count === 1 ? 'einer Option' : `${count} Optionen`} für Sie erstellt. Öffnen Sie es, um Details und Preise zu sehen, Ihre Auswahl zu bestätigen und zu buchen.`,
    expires: (d) => `Bitte antworten Sie bis ${d}.`,
    action: 'Angebot ansehen',
    outro: 'Die Preise werden beim Öffnen erneut geprüft. Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
  },
  proposalDeclined: {
    subject: (r) => `Angebot ${r} wurde abgelehnt`,
    intro: ({ client, reference: r }) => `${client} hat das Angebot ${r} abgelehnt.`,
    reason: (r) => `Begründung: ${r}`,
    action: 'Angebot öffnen',
    outro: 'Sie können es duplizieren, um ein neues zu erstellen.',
  },
  supportRequest: {
    subject: (r, s) => `Supportanfrage ${r}: ${s}`,
    intro: ({ who, reference: r, subject: s }) => `${who} hat beim Plattformbetreiber die Supportanfrage ${r} gestellt: „${s}“.`,
    action: 'Support öffnen',
    outro: 'Der Plattformbetreiber antwortet über die in der Anfrage angegebenen Kontaktdaten.',
  },
};

const es: MailTexts = {
  greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  verification: {
    subject: (a) => `Confirma tu correo electrónico para ${a}`,
    intro: '¡Te damos la bienvenida! Confirma tu dirección de correo electrónico para terminar de crear tu cuenta.',
    action: 'Confirmar mi correo',
    outro: 'El enlace es válido durante 24 horas. Si no te has registrado, puedes ignorar este correo.',
  },
  passwordReset: {
    subject: (a) => `Restablece tu contraseña de ${a}`,
    intro: 'Hemos recibido una solicitud para restablecer tu contraseña.',
    action: 'Elegir una contraseña nueva',
    outro: 'El enlace es válido durante una hora y una sola vez. Si no lo has pedido, puedes ignorar este correo.',
  },
  bookingAccess: {
    subject: (r, a) => `Tu reserva ${r} con ${a}`,
    intro: (r) => `Aquí tienes el enlace a tu reserva ${r}, como pediste.`,
    action: 'Abrir mi reserva',
    outro: 'El enlace es válido durante 30 minutos y una sola vez. Si no lo has pedido, puedes ignorar este correo.',
  },
  bookingSignIn: {
    subject: (r, a) => `Tu reserva ${r} con ${a}`,
    intro: (r, a) => `Tu reserva ${r} está en tu cuenta de ${a}. Inicia sesión para verla y gestionarla.`,
    action: 'Iniciar sesión',
    outro: 'Si no lo has pedido, puedes ignorar este correo.',
  },
  invitation: {
    subject: (a, asAgent) => (asAgent ? `Te invitamos a unirte a ${a}` : `Tu cuenta de ${a} está lista`),
    intro: ({ inviter, agency: a, asAgent }) =>
      `${inviter ? `${inviter} te ha invitado` : 'Te invitamos'} a ${asAgent ? `unirte a ${a} como agente de viajes` : `crear tu cuenta de ${a}`}. Elige una contraseña para empezar.`,
    action: 'Aceptar la invitación',
    outro: 'El enlace es válido durante 7 días y una sola vez. Si no esperabas este correo, puedes ignorarlo.',
  },
  applicationRejected: {
    subject: (a) => `Tu solicitud a ${a}`,
    intro: (a) => `Gracias por solicitar ser agente de viajes con ${a}. Por ahora no podemos aceptar tu solicitud.`,
    reason: (r) => `Motivo: ${r}`,
    action: (a) => `Visitar ${a}`,
    outro: 'Puedes volver a presentar tu solicitud más adelante.',
  },
  proposal: {
    subject: (a, t) => (t ? `${t}: una propuesta de viaje de ${a}` : `Una propuesta de viaje de ${a}`),
    intro: ({ agent, agency: a, count }) =>
      `${agent || a} ha preparado para usted una propuesta con ${count === 1 ? 'una oferta' : `${count} ofertas`}. Ábrala para ver los detalles y los precios, aprobar lo que le guste y reservarlo.`,
    expires: (d) => `Responda antes del ${d}.`,
    action: 'Ver la propuesta',
    outro: 'Los precios se vuelven a comprobar al abrirla. Si no esperaba este correo, puede ignorarlo.',
  },
  proposalDeclined: {
    subject: (r) => `La propuesta ${r} fue rechazada`,
    intro: ({ client, reference: r }) => `${client} rechazó la propuesta ${r}.`,
    reason: (r) => `Motivo: ${r}`,
    action: 'Abrir la propuesta',
    outro: 'Puede duplicarla para preparar una nueva.',
  },
  supportRequest: {
    subject: (r, s) => `Solicitud de soporte ${r}: ${s}`,
    intro: ({ who, reference: r, subject: s }) => `${who} ha presentado la solicitud de soporte ${r} al operador de la plataforma: «${s}».`,
    action: 'Abrir Soporte',
    outro: 'El operador de la plataforma responde a los datos de contacto indicados en la solicitud.',
  },
};

const pt: MailTexts = {
  greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
  verification: {
    subject: (a) => `Confirme o seu e-mail para ${a}`,
    intro: 'Bem-vindo! Confirme o seu endereço de e-mail para concluir a criação da sua conta.',
    action: 'Confirmar o meu e-mail',
    outro: 'O link é válido durante 24 horas. Se não se registou, pode ignorar este e-mail.',
  },
  passwordReset: {
    subject: (a) => `Redefina a sua palavra-passe de ${a}`,
    intro: 'Recebemos um pedido para redefinir a sua palavra-passe.',
    action: 'Escolher uma nova palavra-passe',
    outro: 'O link é válido durante uma hora e apenas uma vez. Se não o pediu, pode ignorar este e-mail.',
  },
  bookingAccess: {
    subject: (r, a) => `A sua reserva ${r} com ${a}`,
    intro: (r) => `Aqui está o link para a sua reserva ${r}, como pediu.`,
    action: 'Abrir a minha reserva',
    outro: 'O link é válido durante 30 minutos e apenas uma vez. Se não o pediu, pode ignorar este e-mail.',
  },
  bookingSignIn: {
    subject: (r, a) => `A sua reserva ${r} com ${a}`,
    intro: (r, a) => `A sua reserva ${r} está na sua conta ${a}. Inicie sessão para a ver e gerir.`,
    action: 'Iniciar sessão',
    outro: 'Se não pediu isto, pode ignorar este e-mail.',
  },
  invitation: {
    subject: (a, asAgent) => (asAgent ? `Está convidado a juntar-se a ${a}` : `A sua conta ${a} está pronta`),
    intro: ({ inviter, agency: a, asAgent }) =>
      `${inviter ? `${inviter} convidou-o` : 'Está convidado'} a ${asAgent ? `juntar-se a ${a} como agente de viagens` : `criar a sua conta ${a}`}. Escolha uma palavra-passe para começar.`,
    action: 'Aceitar o convite',
    outro: 'O link é válido durante 7 dias e apenas uma vez. Se não esperava este e-mail, pode ignorá-lo.',
  },
  applicationRejected: {
    subject: (a) => `A sua candidatura a ${a}`,
    intro: (a) => `Obrigado por se candidatar a agente de viagens com ${a}. De momento, não podemos aceitar a sua candidatura.`,
    reason: (r) => `Motivo: ${r}`,
    action: (a) => `Visitar ${a}`,
    outro: 'Pode voltar a candidatar-se mais tarde.',
  },
  proposal: {
    subject: (a, t) => (t ? `${t}: uma proposta de viagem de ${a}` : `Uma proposta de viagem de ${a}`),
    intro: ({ agent, agency: a, count }) =>
      `${agent || a} preparou para si uma proposta com ${count === 1 ? 'uma oferta' : `${count} ofertas`}. Abra-a para ver os detalhes e os preços, aprovar o que gostar e reservar.`,
    expires: (d) => `Responda até ${d}.`,
    action: 'Ver a proposta',
    outro: 'Os preços são verificados novamente quando a abrir. Se não esperava este e-mail, pode ignorá-lo.',
  },
  proposalDeclined: {
    subject: (r) => `A proposta ${r} foi recusada`,
    intro: ({ client, reference: r }) => `${client} recusou a proposta ${r}.`,
    reason: (r) => `Motivo: ${r}`,
    action: 'Abrir a proposta',
    outro: 'Pode duplicá-la para preparar uma nova.',
  },
  supportRequest: {
    subject: (r, s) => `Pedido de suporte ${r}: ${s}`,
    intro: ({ who, reference: r, subject: s }) => `${who} registou o pedido de suporte ${r} junto do operador da plataforma: «${s}».`,
    action: 'Abrir Suporte',
    outro: 'O operador da plataforma responde para os contactos indicados no pedido.',
  },
};

const da: MailTexts = {
  greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
  verification: {
    subject: (a) => `Bekræft din e-mail til ${a}`,
    intro: 'Velkommen! Bekræft din e-mailadresse for at gøre din konto færdig.',
    action: 'Bekræft min e-mail',
    outro: 'Linket virker i 24 timer. Hvis du ikke har oprettet dig, kan du se bort fra denne e-mail.',
  },
  passwordReset: {
    subject: (a) => `Nulstil din adgangskode til ${a}`,
    intro: 'Vi har modtaget en anmodning om at nulstille din adgangskode.',
    action: 'Vælg en ny adgangskode',
    outro: 'Linket virker i én time og kun én gang. Hvis du ikke har bedt om det, kan du se bort fra denne e-mail.',
  },
  bookingAccess: {
    subject: (r, a) => `Din booking ${r} hos ${a}`,
    intro: (r) => `Her er linket til din booking ${r}, som du bad om.`,
    action: 'Åbn min booking',
    outro: 'Linket virker i 30 minutter og kun én gang. Hvis du ikke har bedt om det, kan du se bort fra denne e-mail.',
  },
  bookingSignIn: {
    subject: (r, a) => `Din booking ${r} hos ${a}`,
    intro: (r, a) => `Din booking ${r} ligger på din konto hos ${a}. Log ind for at se og administrere den.`,
    action: 'Log ind',
    outro: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail.',
  },
  invitation: {
    subject: (a, asAgent) => (asAgent ? `Du er inviteret til ${a}` : `Din konto hos ${a} er klar`),
    intro: ({ inviter, agency: a, asAgent }) =>
      `${inviter ? `${inviter} har inviteret dig` : 'Du er inviteret'} til at ${asAgent ? `blive rejseagent hos ${a}` : `oprette din konto hos ${a}`}. Vælg en adgangskode for at komme i gang.`,
    action: 'Accepter invitationen',
    outro: 'Linket virker i 7 dage og kun én gang. Hvis du ikke ventede denne e-mail, kan du se bort fra den.',
  },
  applicationRejected: {
    subject: (a) => `Din ansøgning til ${a}`,
    intro: (a) => `Tak for din ansøgning om at blive rejseagent hos ${a}. Vi kan desværre ikke godkende din ansøgning på nuværende tidspunkt.`,
    reason: (r) => `Begrundelse: ${r}`,
    action: (a) => `Besøg ${a}`,
    outro: 'Du er velkommen til at søge igen senere.',
  },
  proposal: {
    subject: (a, t) => (t ? `${t}: et rejseforslag fra ${a}` : `Et rejseforslag fra ${a}`),
    intro: ({ agent, agency: a, count }) =>
      `${agent || a} har lavet et forslag til dig med ${count === 1 ? 'ét tilbud' : `${count} tilbud`}. Åbn det for at se detaljer og priser, godkende det, du kan lide, og booke det.`,
    expires: (d) => `Svar venligst senest ${d}.`,
    action: 'Se forslaget',
    outro: 'Priserne kontrolleres igen, når du åbner det. Hvis du ikke ventede denne e-mail, kan du se bort fra den.',
  },
  proposalDeclined: {
    subject: (r) => `Forslag ${r} blev afvist`,
    intro: ({ client, reference: r }) => `${client} afviste forslag ${r}.`,
    reason: (r) => `Begrundelse: ${r}`,
    action: 'Åbn forslaget',
    outro: 'Du kan kopiere det for at lave et nyt.',
  },
  supportRequest: {
    subject: (r, s) => `Supporthenvendelse ${r}: ${s}`,
    intro: ({ who, reference: r, subject: s }) => `${who} har oprettet supporthenvendelse ${r} hos platformens udbyder: "${s}".`,
    action: 'Åbn Support',
    outro: 'Platformens udbyder svarer på de kontaktoplysninger, der er angivet i henvendelsen.',
  },
};

const sv: MailTexts = {
  greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
  verification: {
    subject: (a) => `Bekräfta din e-post för ${a}`,
    intro: 'Välkommen! Bekräfta din e-postadress för att slutföra ditt konto.',
    action: 'Bekräfta min e-post',
    outro: 'Länken gäller i 24 timmar. Om du inte har registrerat dig kan du bortse från det här mejlet.',
  },
  passwordReset: {
    subject: (a) => `Återställ ditt lösenord för ${a}`,
    intro: 'Vi har fått en begäran om att återställa ditt lösenord.',
    action: 'Välj ett nytt lösenord',
    outro: 'Länken gäller i en timme och bara en gång. Om du inte har bett om det kan du bortse från det här mejlet.',
  },
  bookingAccess: {
    subject: (r, a) => `Din bokning ${r} hos ${a}`,
    intro: (r) => `Här är länken till din bokning ${r}, som du bad om.`,
    action: 'Öppna min bokning',
    outro: 'Länken gäller i 30 minuter och bara en gång. Om du inte har bett om den kan du bortse från det här mejlet.',
  },
  bookingSignIn: {
    subject: (r, a) => `Din bokning ${r} hos ${a}`,
    intro: (r, a) => `Din bokning ${r} finns i ditt konto hos ${a}. Logga in för att se och hantera den.`,
    action: 'Logga in',
    outro: 'Om du inte har bett om detta kan du bortse från det här mejlet.',
  },
  invitation: {
    subject: (a, asAgent) => (asAgent ? `Du är inbjuden till ${a}` : `Ditt konto hos ${a} är klart`),
    intro: ({ inviter, agency: a, asAgent }) =>
      `${inviter ? `${inviter} har bjudit in dig` : 'Du är inbjuden'} att ${asAgent ? `gå med i ${a} som reseagent` : `skapa ditt konto hos ${a}`}. Välj ett lösenord för att komma igång.`,
    action: 'Anta inbjudan',
    outro: 'Länken gäller i 7 dagar och bara en gång. Om du inte väntade dig det här mejlet kan du bortse från det.',
  },
  applicationRejected: {
    subject: (a) => `Din ansökan till ${a}`,
    intro: (a) => `Tack för att du ansökte om att bli reseagent hos ${a}. Vi kan tyvärr inte godkänna din ansökan just nu.`,
    reason: (r) => `Skäl: ${r}`,
    action: (a) => `Besök ${a}`,
    outro: 'Du är välkommen att ansöka igen senare.',
  },
  proposal: {
    subject: (a, t) => (t ? `${t}: ett reseförslag från ${a}` : `Ett reseförslag från ${a}`),
    intro: ({ agent, agency: a, count }) =>
      `${agent || a} har tagit fram ett förslag till dig med ${count === 1 ? 'ett erbjudande' : `${count} erbjudanden`}. Öppna det för att se detaljer och priser, godkänna det du vill ha och boka det.`,
    expires: (d) => `Svara senast ${d}.`,
    action: 'Visa förslaget',
    outro: 'Priserna kontrolleras igen när du öppnar det. Om du inte väntade dig det här mejlet kan du bortse från det.',
  },
  proposalDeclined: {
    subject: (r) => `Förslag ${r} avböjdes`,
    intro: ({ client, reference: r }) => `${client} avböjde förslag ${r}.`,
    reason: (r) => `Anledning: ${r}`,
    action: 'Öppna förslaget',
    outro: 'Du kan kopiera det för att ta fram ett nytt.',
  },
  supportRequest: {
    subject: (r, s) => `Supportärende ${r}: ${s}`,
    intro: ({ who, reference: r, subject: s }) => `${who} har skickat supportärende ${r} till plattformens operatör: ”${s}”.`,
    action: 'Öppna Support',
    outro: 'Plattformens operatör svarar till de kontaktuppgifter som anges i ärendet.',
  },
};

const no: MailTexts = {
  greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
  verification: {
    subject: (a) => `Bekreft e-posten din for ${a}`,
    intro: 'Velkommen! Bekreft e-postadressen din for å fullføre kontoen din.',
    action: 'Bekreft e-posten min',
    outro: 'Lenken virker i 24 timer. Hvis du ikke har registrert deg, kan du se bort fra denne e-posten.',
  },
  passwordReset: {
    subject: (a) => `Tilbakestill passordet ditt for ${a}`,
    intro: 'Vi har mottatt en forespørsel om å tilbakestille passordet ditt.',
    action: 'Velg et nytt passord',
    outro: 'Lenken virker i én time og bare én gang. Hvis du ikke ba om det, kan du se bort fra denne e-posten.',
  },
  bookingAccess: {
    subject: (r, a) => `Bestillingen din ${r} hos ${a}`,
    intro: (r) => `Her er lenken til bestillingen din ${r}, som du ba om.`,
    action: 'Åpne bestillingen min',
    outro: 'Lenken virker i 30 minutter og bare én gang. Hvis du ikke ba om den, kan du se bort fra denne e-posten.',
  },
  bookingSignIn: {
    subject: (r, a) => `Bestillingen din ${r} hos ${a}`,
    intro: (r, a) => `Bestillingen din ${r} ligger i kontoen din hos ${a}. Logg inn for å se og administrere den.`,
    action: 'Logg inn',
    outro: 'Hvis du ikke ba om dette, kan du se bort fra denne e-posten.',
  },
  invitation: {
    subject: (a, asAgent) => (asAgent ? `Du er invitert til ${a}` : `Kontoen din hos ${a} er klar`),
    intro: ({ inviter, agency: a, asAgent }) =>
      `${inviter ? `${inviter} har invitert deg` : 'Du er invitert'} til å ${asAgent ? `bli reiseagent hos ${a}` : `opprette kontoen din hos ${a}`}. Velg et passord for å komme i gang.`,
    action: 'Godta invitasjonen',
    outro: 'Lenken virker i 7 dager og bare én gang. Hvis du ikke ventet denne e-posten, kan du se bort fra den.',
  },
  applicationRejected: {
    subject: (a) => `Søknaden din til ${a}`,
    intro: (a) => `Takk for at du søkte om å bli reiseagent hos ${a}. Vi kan dessverre ikke godta søknaden din nå.`,
    reason: (r) => `Begrunnelse: ${r}`,
    action: (a) => `Besøk ${a}`,
    outro: 'Du er velkommen til å søke igjen senere.',
  },
  proposal: {
    subject: (a, t) => (t ? `${t}: et reiseforslag fra ${a}` : `Et reiseforslag fra ${a}`),
    intro: ({ agent, agency: a, count }) =>
      `${agent || a} har laget et forslag til deg med ${count === 1 ? 'ett tilbud' : `${count} tilbud`}. Åpne det for å se detaljer og priser, godkjenne det du liker, og bestille det.`,
    expires: (d) => `Svar innen ${d}.`,
    action: 'Se forslaget',
    outro: 'Prisene sjekkes på nytt når du åpner det. Hvis du ikke ventet denne e-posten, kan du se bort fra den.',
  },
  proposalDeclined: {
    subject: (r) => `Forslag ${r} ble avslått`,
    intro: ({ client, reference: r }) => `${client} avslo forslag ${r}.`,
    reason: (r) => `Begrunnelse: ${r}`,
    action: 'Åpne forslaget',
    outro: 'Du kan kopiere det for å lage et nytt.',
  },
  supportRequest: {
    subject: (r, s) => `Supporthenvendelse ${r}: ${s}`,
    intro: ({ who, reference: r, subject: s }) => `${who} har sendt supporthenvendelse ${r} til plattformens operatør: «${s}».`,
    action: 'Åpne Support',
    outro: 'Plattformens operatør svarer til kontaktopplysningene som er oppgitt i henvendelsen.',
  },
};

const ar: MailTexts = {
  greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
  verification: {
    subject: (a) => `أكّد بريدك الإلكتروني لدى ${a}`,
    intro: 'أهلًا بك! يُرجى تأكيد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك.',
    action: 'تأكيد بريدي الإلكتروني',
    outro: 'يعمل الرابط لمدة 24 ساعة. إذا لم تقم بالتسجيل، يمكنك تجاهل هذه الرسالة.',
  },
  passwordReset: {
    subject: (a) => `إعادة تعيين كلمة المرور لدى ${a}`,
    intro: 'تلقّينا طلبًا لإعادة تعيين كلمة المرور الخاصة بك.',
    action: 'اختيار كلمة مرور جديدة',
    outro: 'يعمل الرابط لمدة ساعة واحدة ولمرة واحدة فقط. إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
  },
  bookingAccess: {
    subject: (r, a) => `حجزك ${r} لدى ${a}`,
    intro: (r) => `إليك رابط حجزك ${r} كما طلبت.`,
    action: 'فتح حجزي',
    outro: 'يعمل الرابط لمدة 30 دقيقة ولمرة واحدة فقط. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.',
  },
  bookingSignIn: {
    subject: (r, a) => `حجزك ${r} لدى ${a}`,
    intro: (r, a) => `حجزك ${r} موجود في حسابك لدى ${a}. سجّل الدخول لعرضه وإدارته.`,
    action: 'تسجيل الدخول',
    outro: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
  },
  invitation: {
    subject: (a, asAgent) => (asAgent ? `أنت مدعو للانضمام إلى ${a}` : `حسابك لدى ${a} جاهز`),
    intro: ({ inviter, agency: a, asAgent }) =>
      `${inviter ? `دعاك ${inviter}` : 'أنت مدعو'} إلى ${asAgent ? `الانضمام إلى ${a} كوكيل سفر` : `إنشاء حسابك لدى ${a}`}. اختر كلمة مرور للبدء.`,
    action: 'قبول الدعوة',
    outro: 'يعمل الرابط لمدة 7 أيام ولمرة واحدة فقط. إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.',
  },
  applicationRejected: {
    subject: (a) => `طلبك إلى ${a}`,
    intro: (a) => `شكرًا لتقدّمك بطلب لتصبح وكيل سفر لدى ${a}. لا يمكننا قبول طلبك في الوقت الحالي.`,
    reason: (r) => `السبب: ${r}`,
    action: (a) => `زيارة ${a}`,
    outro: 'يسعدنا أن تتقدّم بطلب مرة أخرى لاحقًا.',
  },
  proposal: {
    subject: (a, t) => (t ? `${t}: عرض سفر من ${a}` : `عرض سفر من ${a}`),
    intro: ({ agent, agency: a, count }) =>
      `أعدّ ${agent || a} لك عرضًا يضم ${count === 1 ? 'خيارًا واحدًا' : `${count} خيارات`}. افتحه لترى التفاصيل والأسعار، ووافق على ما يعجبك واحجزه.`,
    expires: (d) => `يُرجى الرد قبل ${d}.`,
    action: 'عرض المقترح',
    outro: 'يُعاد التحقق من الأسعار عند فتحه. إن لم تكن تتوقع هذه الرسالة فيمكنك تجاهلها.',
  },
  proposalDeclined: {
    subject: (r) => `تم رفض المقترح ${r}`,
    intro: ({ client, reference: r }) => `رفض ${client} المقترح ${r}.`,
    reason: (r) => `السبب: ${r}`,
    action: 'فتح المقترح',
    outro: 'يمكنك نسخه لإعداد مقترح جديد.',
  },
  supportRequest: {
    subject: (r, s) => `طلب الدعم ${r}: ${s}`,
    intro: ({ who, reference: r, subject: s }) => `قدّم ${who} طلب الدعم ${r} إلى مشغّل المنصة: «${s}».`,
    action: 'فتح الدعم',
    outro: 'يردّ مشغّل المنصة على بيانات الاتصال المذكورة في الطلب.',
  },
};

export const MAIL_TEXTS: Readonly<Record<LanguageCode, MailTexts>> = { en, fr, de, es, pt, da, sv, no, ar };
