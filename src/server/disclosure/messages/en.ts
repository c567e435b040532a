import type { DisclosureMessages } from '../DisclosureMessages';

const en: DisclosureMessages = {
  title: 'External transmission',
  intro:
    'When you view Tabiji, some information about you may be sent to other companies. As Japan’s Telecommunications Business Act requires, this page lists what is sent, to whom, and why.',
  listDate: 'This list is as of {date}.',
  recipient: 'Recipient',
  origins: 'Addresses contacted',
  dataSent: 'Information sent',
  purpose: 'Purpose',
  consent: 'When it is sent, and your choice',
  privacyPolicy: 'Recipient’s privacy policy',
  operatorOf: 'The operator of {origin}',
  noPolicy: 'See the recipient’s own site.',
  services: {
    'google-ads': 'Google ad serving',
    'firebase-auth': 'Firebase Authentication (sign-in)',
    'firebase-messaging': 'Firebase Cloud Messaging (travel updates)',
    'ip-lookup': 'Country lookup from your IP address',
    'event-log': 'Visit statistics collector',
    'hotel-affiliate': 'Hotel booking partner',
    'flight-affiliate': 'Flight search partner',
  },
  purposes: {
    'google-ads': 'To show ads and count how often they are seen and clicked',
    'firebase-auth': 'To keep you signed in once you have signed in',
    'firebase-messaging': 'To send you the travel updates you asked for',
    'ip-lookup': 'To know your country for the visit statistics',
    'event-log': 'To count visits to the site',
    'hotel-affiliate': 'To let you search and book hotels, and to earn the site a commission',
    'flight-affiliate': 'To let you search and book flights, and to earn the site a commission',
  },
  consents: {
    'google-ads':
      'Ads are shown whether or not you accept. Ads based on you (personalised ads) are shown only after you press “Accept”, and never while your browser sends Global Privacy Control (GPC).',
    'firebase-auth': 'Needed for sign-in, so not a matter of consent. Sent only while you are signed in on this browser.',
    'firebase-messaging': 'Only after you press “Get travel updates” and your browser allows notifications.',
    'ip-lookup': 'Only after you press “Accept”.',
    'event-log': 'Visits are recorded either way. Without “Accept” they carry only a random ID that ends when you close the tab; the IDs that recognise your browser again, and your country, are sent only after you press “Accept”.',
    'hotel-affiliate': 'Nothing is sent until you click a partner link; then your search is sent as part of that link’s address.',
    'flight-affiliate': 'Nothing is sent until you click a partner link; then your search is sent as part of that link’s address.',
  },
  data: {
    pageUrl: 'The address of the page you are viewing',
    adRequest: 'The sizes of the ad spaces and the ad targeting keys',
    browser: 'Your browser, device and language',
    ipAddress: 'Your IP address',
    googleCookies: 'Identifiers kept in Google’s cookies',
    authTokens: 'Your sign-in ID token and refresh token',
    pushToken: 'A token that tells where to deliver notifications',
    appInstanceId: 'An app instance ID',
    visitRecord: 'The page address (without parts that could identify you), the referring page, the links you click and your browser’s language',
    visitIds: 'Visit and client IDs, and your country',
    partnerSearch: 'Your search (destination, dates, travellers) and the site’s affiliate ID',
  },
};

export default en;
