import type { PathCode } from '../../../domain/languages';

/**
 * The reader survey's words for one language (issue 45): a catalog of its own, read by the renderer (the form) and
 * by the survey's chunk (its answers), never by a start-path chunk. `{max}` is filled by `format`.
 */
export interface SurveyMessages {
  /** The question, the form's heading. */
  readonly question: string;
  readonly yes: string;
  readonly no: string;
  /** The box a reader ticks to report a problem with the translation. */
  readonly translationProblem: string;
  /** The comment's label; it says the comment is optional. */
  readonly comment: string;
  /** Under the comment: no personal details (the entry goes to the site's forms service). */
  readonly commentHint: string;
  readonly send: string;
  /** Said when the reader sent nothing to say. */
  readonly nothingChosen: string;
  /** Said when the comment is over the limit; {max} is the limit in characters. */
  readonly commentTooLong: string;
  /** Said once the answer is delivered (or kept to be delivered). */
  readonly thanks: string;
  /** Said when the answer waits on this device: the service or the connection is down (with JavaScript only). */
  readonly kept: string;
  /** Said when the answer could not be sent and was not kept (without JavaScript, the service down): try again. */
  readonly failed: string;
}

const SURVEY_MESSAGES: Readonly<Record<PathCode, SurveyMessages>> = {
  jp: {
    question: 'この記事は役に立ちましたか？',
    yes: 'はい',
    no: 'いいえ',
    translationProblem: '翻訳の問題を報告する',
    comment: 'コメント（任意）',
    commentHint: 'お名前、メールアドレスなどの個人情報は書かないでください。',
    send: '送信',
    nothingChosen: '「はい」か「いいえ」を選ぶか、翻訳の問題を報告してください。',
    commentTooLong: 'コメントは{max}文字以内で入力してください。',
    thanks: 'ご回答ありがとうございました。',
    kept: 'ご回答ありがとうございました。いまは送信できないため、この端末に保存し、あとで送信します。',
    failed: '送信できませんでした。時間をおいてもう一度お試しください。',
  },
  en: {
    question: 'Was this article useful?',
    yes: 'Yes',
    no: 'No',
    translationProblem: 'Report a problem with the translation',
    comment: 'Comment (optional)',
    commentHint: 'Please do not include your name, e-mail address or other personal details.',
    send: 'Send',
    nothingChosen: 'Choose Yes or No, or report a problem with the translation.',
    commentTooLong: 'Please keep your comment to {max} characters.',
    thanks: 'Thank you for your answer.',
    kept: 'Thank you for your answer. It could not be sent just now, so it is kept on this device and will be sent later.',
    failed: 'Your answer could not be sent. Please try again later.',
  },
  tw: {
    question: '這篇文章對您有幫助嗎？',
    yes: '是',
    no: '否',
    translationProblem: '回報翻譯問題',
    comment: '意見（選填）',
    commentHint: '請勿填寫姓名、電子郵件地址等個人資料。',
    send: '送出',
    nothingChosen: '請選擇「是」或「否」，或回報翻譯問題。',
    commentTooLong: '意見請在 {max} 字以內。',
    thanks: '感謝您的回覆。',
    kept: '感謝您的回覆。目前無法送出，已先保存在這台裝置上，稍後會自動送出。',
    failed: '無法送出您的回覆，請稍後再試。',
  },
  th: {
    question: 'บทความนี้มีประโยชน์ไหม',
    yes: 'มีประโยชน์',
    no: 'ไม่มีประโยชน์',
    translationProblem: 'แจ้งปัญหาเกี่ยวกับคำแปล',
    comment: 'ความคิดเห็น (ไม่บังคับ)',
    commentHint: 'โปรดอย่าใส่ชื่อ อีเมล หรือข้อมูลส่วนบุคคลอื่น ๆ',
    send: 'ส่ง',
    nothingChosen: 'โปรดเลือกว่ามีประโยชน์หรือไม่ หรือแจ้งปัญหาเกี่ยวกับคำแปล',
    commentTooLong: 'ความคิดเห็นต้องยาวไม่เกิน {max} ตัวอักษร',
    thanks: 'ขอบคุณสำหรับคำตอบของคุณ',
    kept: 'ขอบคุณสำหรับคำตอบของคุณ ขณะนี้ยังส่งไม่ได้ จึงเก็บไว้ในอุปกรณ์นี้และจะส่งให้ภายหลัง',
    failed: 'ส่งคำตอบไม่สำเร็จ โปรดลองอีกครั้งในภายหลัง',
  },
  ko: {
    question: '이 기사가 도움이 되었나요?',
    yes: '예',
    no: '아니요',
    translationProblem: '번역 문제 신고',
    comment: '의견(선택)',
    commentHint: '이름, 이메일 주소 등 개인 정보는 적지 마세요.',
    send: '보내기',
    nothingChosen: '‘예’나 ‘아니요’를 선택하거나 번역 문제를 신고해 주세요.',
    commentTooLong: '의견은 {max}자 이내로 입력해 주세요.',
    thanks: '응답해 주셔서 감사합니다.',
    kept: '응답해 주셔서 감사합니다. 지금은 보낼 수 없어 이 기기에 저장해 두었다가 나중에 보내겠습니다.',
    failed: '응답을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  cn: {
    question: '这篇文章对您有帮助吗？',
    yes: '是',
    no: '否',
    translationProblem: '报告翻译问题',
    comment: '意见（选填）',
    commentHint: '请勿填写姓名、电子邮件地址等个人信息。',
    send: '提交',
    nothingChosen: '请选择“是”或“否”，或报告翻译问题。',
    commentTooLong: '意见请不要超过 {max} 个字。',
    thanks: '感谢您的回答。',
    kept: '感谢您的回答。目前无法提交，已先保存在此设备上，稍后将自动提交。',
    failed: '无法提交您的回答，请稍后重试。',
  },
  id: {
    question: 'Apakah artikel ini bermanfaat?',
    yes: 'Ya',
    no: 'Tidak',
    translationProblem: 'Laporkan masalah terjemahan',
    comment: 'Komentar (opsional)',
    commentHint: 'Jangan cantumkan nama, alamat email, atau data pribadi lainnya.',
    send: 'Kirim',
    nothingChosen: 'Pilih Ya atau Tidak, atau laporkan masalah terjemahan.',
    commentTooLong: 'Komentar maksimal {max} karakter.',
    thanks: 'Terima kasih atas jawaban Anda.',
    kept: 'Terima kasih atas jawaban Anda. Jawaban belum dapat dikirim sekarang, jadi disimpan di perangkat ini dan akan dikirim nanti.',
    failed: 'Jawaban Anda tidak dapat dikirim. Silakan coba lagi nanti.',
  },
  vn: {
    question: 'Bài viết này có hữu ích không?',
    yes: 'Có',
    no: 'Không',
    translationProblem: 'Báo lỗi bản dịch',
    comment: 'Góp ý (không bắt buộc)',
    commentHint: 'Vui lòng không ghi tên, địa chỉ email hay thông tin cá nhân khác.',
    send: 'Gửi',
    nothingChosen: 'Vui lòng chọn Có hoặc Không, hoặc báo lỗi bản dịch.',
    commentTooLong: 'Góp ý tối đa {max} ký tự.',
    thanks: 'Cảm ơn bạn đã trả lời.',
    kept: 'Cảm ơn bạn đã trả lời. Hiện chưa thể gửi, nên câu trả lời được lưu trên thiết bị này và sẽ được gửi sau.',
    failed: 'Không thể gửi câu trả lời của bạn. Vui lòng thử lại sau.',
  },
  easy: {
    question: 'この きじは やくに たちましたか？',
    yes: 'はい',
    no: 'いいえ',
    translationProblem: 'ほんやくの まちがいを しらせる',
    comment: 'コメント（書かなくても いいです）',
    commentHint: 'なまえや メールアドレスなど、あなたの ことは 書かないで ください。',
    send: '送る',
    nothingChosen: '「はい」か「いいえ」を えらぶか、ほんやくの まちがいを しらせて ください。',
    commentTooLong: 'コメントは {max}文字までに して ください。',
    thanks: 'こたえて くれて ありがとう ございました。',
    kept: 'こたえて くれて ありがとう ございました。いまは 送れないので、この スマホや パソコンに のこして、あとで 送ります。',
    failed: '送れませんでした。しばらく してから もう いちど 送って ください。',
  },
  es: {
    question: '¿Te ha resultado útil este artículo?',
    yes: 'Sí',
    no: 'No',
    translationProblem: 'Informar de un problema con la traducción',
    comment: 'Comentario (opcional)',
    commentHint: 'No incluyas tu nombre, tu correo electrónico ni otros datos personales.',
    send: 'Enviar',
    nothingChosen: 'Elige Sí o No, o informa de un problema con la traducción.',
    commentTooLong: 'El comentario no puede superar los {max} caracteres.',
    thanks: 'Gracias por tu respuesta.',
    kept: 'Gracias por tu respuesta. No se ha podido enviar ahora, así que se guarda en este dispositivo y se enviará más tarde.',
    failed: 'No se ha podido enviar tu respuesta. Inténtalo de nuevo más tarde.',
  },
};

/** The survey's words in `code`'s language. */
export function surveyMessages(code: PathCode): SurveyMessages {
  return SURVEY_MESSAGES[code];
}
