import type { DisclosureMessages } from '../DisclosureMessages';

// やさしい日本語: 短い 文で、やさしい ことばだけ。
const easy: DisclosureMessages = {
  title: 'ほかの 会社に 送る 情報',
  intro:
    'Tabiji を 見ると、あなたの 情報を ほかの 会社に 送る ことが あります。日本の ほうりつで、何を、どこに、何の ために 送るかを 知らせる ことに なって います。この ページに それを 書きます。',
  listDate: '{date} に 書いた ものです。',
  recipient: '送る 先',
  origins: '送る 先の アドレス',
  dataSent: '送る 情報',
  purpose: '何の ために 使うか',
  consent: 'いつ 送るか、あなたが えらべる こと',
  privacyPolicy: '送る 先の プライバシーポリシー',
  operatorOf: '{origin} の 会社',
  noPolicy: '送る 先の サイトを 見て ください。',
  services: {
    'google-ads': 'Google の こうこく',
    'firebase-auth': 'Firebase の ログイン',
    'firebase-messaging': 'Firebase の つうち',
    'ip-lookup': 'あなたの 国を しらべる サービス',
    'event-log': 'サイトを 見た きろくを あつめる サービス',
    'hotel-affiliate': 'ホテルを よやく する 会社',
    'flight-affiliate': 'ひこうきの チケットを さがす 会社',
  },
  purposes: {
    'google-ads': 'こうこくを 出す ためです。こうこくを 何回 見たか、おしたかを かぞえます。',
    'firebase-auth': 'ログイン した ままに する ためです。',
    'firebase-messaging': 'あなたが ほしい りょこうの ニュースを 送る ためです。',
    'ip-lookup': 'あなたの 国を 知る ためです。サイトを 見た 人の かずを かぞえる ときに 使います。',
    'event-log': 'サイトを 見た 人の かずを かぞえる ためです。',
    'hotel-affiliate': 'ホテルを さがして よやく する ためです。Tabiji は お金を もらいます。',
    'flight-affiliate': 'ひこうきの チケットを さがして 買う ためです。Tabiji は お金を もらいます。',
  },
  consents: {
    'google-ads': 'こうこくは いつも 出ます。あなたに あわせた こうこくは、「さんせい する」を おした あとだけ 出します。ブラウザが GPC（Global Privacy Control）を 送って いる ときは、あなたに あわせた こうこくは 出しません。',
    'firebase-auth': 'ログインに いるので、えらぶ ことは できません。この ブラウザで ログイン して いる ときだけ 送ります。',
    'firebase-messaging': '「りょこうの ニュースを うけとる」を おして、ブラウザで つうちを「許可」した ときだけ 送ります。',
    'ip-lookup': '「さんせい する」を おした あとだけ 送ります。',
    'event-log': '見た きろくは いつも 送ります。「さんせい する」を おす までは、タブを とじると きえる ばんごうだけを 使います。つぎも あなたの ブラウザだと わかる ばんごうと あなたの 国は、「さんせい する」を おした あとだけ 送ります。',
    'hotel-affiliate': 'リンクを おす までは 何も 送りません。おすと、リンクの アドレスに 入れて 送ります。',
    'flight-affiliate': 'リンクを おす までは 何も 送りません。おすと、リンクの アドレスに 入れて 送ります。',
  },
  data: {
    pageUrl: '見て いる ページの アドレス',
    adRequest: 'こうこくの 大きさと、どんな こうこくを 出すかの じょうけん',
    browser: 'ブラウザ、スマホや パソコンの しゅるい、ことば',
    ipAddress: 'IP アドレス',
    googleCookies: 'Google の クッキー（Cookie）の ばんごう',
    authTokens: 'ログインの ための ばんごう',
    pushToken: 'つうちを 送る 先の ばんごう',
    appInstanceId: 'アプリの ばんごう',
    visitRecord: '見た ページの アドレス（あなたが だれか わかる ところは けします）、まえの ページ、おした リンク、ブラウザの ことば',
    visitIds: '見た ときの ばんごう、あなたの ブラウザの ばんごう、あなたの 国',
    partnerSearch: 'さがした こと（行く ところ、日にち、人の かず）と Tabiji の ばんごう',
  },
};

export default easy;
