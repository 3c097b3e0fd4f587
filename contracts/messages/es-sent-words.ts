import type { sentWordsEn } from './en-sent-words.ts';

/** Words the server sends or stores, in Spanish (ids `sent.`): exactly the ids of en-sent-words.ts, with the same arguments. */
export const sentWordsEs: Record<keyof typeof sentWordsEn, string> = {
  'sent.renewal.subject': 'Tu paquete de visitas a domicilio termina pronto',
  'sent.renewal.heading': 'Es hora de renovar tu paquete de visitas a domicilio',
  'sent.renewal.text': 'Tu paquete de visitas a domicilio (pedido n.º {order}) termina el {day}. Incluye {includes}',
  'sent.renewal.button': 'Renovar el paquete',
  'sent.thread.video': '{vet} inició una videollamada. Únete a la consulta por video: {url}',
  'sent.thread.phone': '{vet} te está llamando ahora al {phone}.',
  'sent.thread.closed': '{vet} cerró la consulta. El resumen está archivado en el expediente de salud de {pet}.',
  'sent.profile.notifications': 'Se guardaron tus opciones de notificaciones.',
  'sent.profile.updatesOff': 'Ya no recibirás novedades de este refugio.',
  'sent.profile.updatesOn': 'Volverás a recibir novedades de este refugio.',
};
