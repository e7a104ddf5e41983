import { LANGUAGES, type Language } from '@touchline/domain';

/**
 * The server's words to the player, in the four languages of the site: every message a Failure
 * can carry is a key of this catalogue, rendered by the error handler in the language of the
 * request (the `Language` header, or a sports body's `languageType`; English when neither names
 * one of ours). A text is a template with `{{name}}` parameters or, where the grammar needs it,
 * a function of the parameters. English is also the message a Failure keeps for logs and tests.
 */
export type MessageParams = Readonly<Record<string, string | number>>;
type Text = string | ((params: MessageParams) => string);

/** "40 seconds", "3 minutes", "2 hours": a wait, in each language. */
function wait(language: Language, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.ceil(minutes / 60);
  const [n, unit] = seconds < 90 ? [seconds, 0] : minutes < 90 ? [minutes, 1] : [hours, 2];
  switch (language) {
    case 'en':
      return `${n} ${['second', 'minute', 'hour'][unit]}${n === 1 ? '' : 's'}`;
    case 'zh-cn':
      return `${n} ${['秒', '分钟', '小时'][unit]}`;
    case 'vi':
      return `${n} ${['giây', 'phút', 'giờ'][unit]}`;
    case 'th':
      return `${n} ${['วินาที', 'นาที', 'ชั่วโมง'][unit]}`;
  }
}

/** What a rate limit counts, as the "too many …" message names it. */
const LIMITED: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  'login attempts': {
    en: 'login attempts',
    'zh-cn': '登录尝试',
    vi: 'lần đăng nhập',
    th: 'การพยายามเข้าสู่ระบบ',
  },
  'text messages': {
    en: 'text messages',
    'zh-cn': '短信',
    vi: 'tin nhắn',
    th: 'ข้อความ SMS',
  },
  'wrong codes': {
    en: 'wrong codes',
    'zh-cn': '错误验证码',
    vi: 'mã sai',
    th: 'รหัสที่ผิด',
  },
  'partner applications': {
    en: 'partner applications',
    'zh-cn': '合作伙伴申请',
    vi: 'đơn đăng ký đối tác',
    th: 'ใบสมัครพาร์ทเนอร์',
  },
  registrations: {
    en: 'registrations',
    'zh-cn': '注册',
    vi: 'lần đăng ký',
    th: 'การสมัคร',
  },
};
const limited = (language: Language, what: string | number) =>
  LIMITED[String(what)]?.[language] ?? String(what);

/** A limit's period as a message names it: "daily", "每日"… */
const PERIOD_WORDS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  day: { en: 'daily', 'zh-cn': '每日', vi: 'ngày', th: 'รายวัน' },
  week: { en: 'weekly', 'zh-cn': '每周', vi: 'tuần', th: 'รายสัปดาห์' },
  month: { en: 'monthly', 'zh-cn': '每月', vi: 'tháng', th: 'รายเดือน' },
};
const periodWord = (language: Language, period: string | number | undefined) =>
  PERIOD_WORDS[String(period)]?.[language] ?? String(period);

export const MESSAGES = {
  forbidden: { en: 'Forbidden', 'zh-cn': '禁止访问', vi: 'Không được phép', th: 'ไม่ได้รับอนุญาต' },
  notFound: { en: 'Not found', 'zh-cn': '未找到', vi: 'Không tìm thấy', th: 'ไม่พบ' },
  serverError: {
    en: 'Server error',
    'zh-cn': '服务器错误',
    vi: 'Lỗi máy chủ',
    th: 'เซิร์ฟเวอร์ขัดข้อง',
  },
  illegalInput: {
    en: 'Illegal input: {{field}}: {{reason}}',
    'zh-cn': '输入不合法：{{field}}：{{reason}}',
    vi: 'Dữ liệu không hợp lệ: {{field}}: {{reason}}',
    th: 'ข้อมูลไม่ถูกต้อง: {{field}}: {{reason}}',
  },
  bodyMediaType: {
    en: 'Illegal input: send the body as application/json',
    'zh-cn': '输入不合法：请以 application/json 发送请求体',
    vi: 'Dữ liệu không hợp lệ: hãy gửi nội dung dạng application/json',
    th: 'ข้อมูลไม่ถูกต้อง: โปรดส่งเนื้อหาเป็น application/json',
  },
  bodyTooLarge: {
    en: 'Illegal input: the body is too large',
    'zh-cn': '输入不合法：请求体过大',
    vi: 'Dữ liệu không hợp lệ: nội dung quá lớn',
    th: 'ข้อมูลไม่ถูกต้อง: เนื้อหามีขนาดใหญ่เกินไป',
  },
  fileTooLarge: {
    en: 'Illegal input: the file is too large (at most 1 MB)',
    'zh-cn': '输入不合法：文件过大（最大 1 MB）',
    vi: 'Dữ liệu không hợp lệ: tệp quá lớn (tối đa 1 MB)',
    th: 'ข้อมูลไม่ถูกต้อง: ไฟล์ใหญ่เกินไป (สูงสุด 1 MB)',
  },
  notAnImage: {
    en: 'Choose a PNG, JPEG or WebP picture.',
    'zh-cn': '请选择 PNG、JPEG 或 WebP 图片。',
    vi: 'Hãy chọn ảnh PNG, JPEG hoặc WebP.',
    th: 'โปรดเลือกรูปภาพ PNG, JPEG หรือ WebP',
  },
  bodyEmpty: {
    en: 'Illegal input: the body is empty; send {} for no fields',
    'zh-cn': '输入不合法：请求体为空；没有字段时请发送 {}',
    vi: 'Dữ liệu không hợp lệ: nội dung trống; gửi {} khi không có trường nào',
    th: 'ข้อมูลไม่ถูกต้อง: เนื้อหาว่าง ส่ง {} เมื่อไม่มีฟิลด์',
  },
  bodyLength: {
    en: 'Illegal input: the body length is wrong',
    'zh-cn': '输入不合法：请求体长度错误',
    vi: 'Dữ liệu không hợp lệ: độ dài nội dung sai',
    th: 'ข้อมูลไม่ถูกต้อง: ความยาวเนื้อหาไม่ถูกต้อง',
  },
  bodyJson: {
    en: 'Illegal input: the body is not valid JSON',
    'zh-cn': '输入不合法：请求体不是有效的 JSON',
    vi: 'Dữ liệu không hợp lệ: nội dung không phải JSON hợp lệ',
    th: 'ข้อมูลไม่ถูกต้อง: เนื้อหาไม่ใช่ JSON ที่ถูกต้อง',
  },
  addressNotFound: {
    en: 'Illegal input: not found',
    'zh-cn': '输入不合法：未找到',
    vi: 'Dữ liệu không hợp lệ: không tìm thấy',
    th: 'ข้อมูลไม่ถูกต้อง: ไม่พบ',
  },
  addressMalformed: {
    en: 'Illegal input: the address is malformed',
    'zh-cn': '输入不合法：地址格式错误',
    vi: 'Dữ liệu không hợp lệ: địa chỉ sai định dạng',
    th: 'ข้อมูลไม่ถูกต้อง: ที่อยู่ผิดรูปแบบ',
  },
  addressTooLong: {
    en: 'Illegal input: the address is too long',
    'zh-cn': '输入不合法：地址过长',
    vi: 'Dữ liệu không hợp lệ: địa chỉ quá dài',
    th: 'ข้อมูลไม่ถูกต้อง: ที่อยู่ยาวเกินไป',
  },
  requestRefused: {
    en: 'Illegal input: the request was refused',
    'zh-cn': '输入不合法：请求被拒绝',
    vi: 'Dữ liệu không hợp lệ: yêu cầu bị từ chối',
    th: 'ข้อมูลไม่ถูกต้อง: คำขอถูกปฏิเสธ',
  },
  tooMany: {
    en: (p) => `Too many ${limited('en', p.what!)}. Try again in ${wait('en', Number(p.seconds))}.`,
    'zh-cn': (p) =>
      `${limited('zh-cn', p.what!)}过于频繁，请在 ${wait('zh-cn', Number(p.seconds))} 后重试。`,
    vi: (p) =>
      `Quá nhiều ${limited('vi', p.what!)}. Hãy thử lại sau ${wait('vi', Number(p.seconds))}.`,
    th: (p) => `${limited('th', p.what!)}มากเกินไป โปรดลองอีกครั้งใน ${wait('th', Number(p.seconds))}`,
  },
  sessionExpired: {
    en: 'Your session has expired.',
    'zh-cn': '您的会话已过期。',
    vi: 'Phiên của bạn đã hết hạn.',
    th: 'เซสชันของคุณหมดอายุแล้ว',
  },
  sessionExpiredLogIn: {
    en: 'Your session has expired. Please log in again.',
    'zh-cn': '您的会话已过期，请重新登录。',
    vi: 'Phiên của bạn đã hết hạn. Vui lòng đăng nhập lại.',
    th: 'เซสชันของคุณหมดอายุแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
  },
  notThisSite: {
    en: 'This request did not come from this site.',
    'zh-cn': '此请求并非来自本站。',
    vi: 'Yêu cầu này không đến từ trang này.',
    th: 'คำขอนี้ไม่ได้มาจากเว็บไซต์นี้',
  },
  roleForbidden: {
    en: 'Your account may not use this.',
    'zh-cn': '您的账户无权使用此功能。',
    vi: 'Tài khoản của bạn không được dùng chức năng này.',
    th: 'บัญชีของคุณไม่สามารถใช้ส่วนนี้ได้',
  },
  botCheckFailed: {
    en: 'The bot check failed or expired. Please try again.',
    'zh-cn': '人机验证未通过或已过期，请重试。',
    vi: 'Kiểm tra chống bot không thành công hoặc đã hết hạn. Vui lòng thử lại.',
    th: 'การตรวจสอบบอตไม่ผ่านหรือหมดอายุ โปรดลองอีกครั้ง',
  },
  challengeExpired: {
    en: 'The challenge expired. Ask for a new one.',
    'zh-cn': '验证题已过期，请重新获取。',
    vi: 'Thử thách đã hết hạn. Hãy yêu cầu thử thách mới.',
    th: 'โจทย์หมดอายุแล้ว โปรดขอโจทย์ใหม่',
  },
  challengeWrong: {
    en: 'The answer does not solve the challenge.',
    'zh-cn': '答案无法通过验证题。',
    vi: 'Câu trả lời không giải được thử thách.',
    th: 'คำตอบไม่ผ่านโจทย์',
  },
  wrongCredentials: {
    en: 'Wrong user name or password.',
    'zh-cn': '用户名或密码错误。',
    vi: 'Sai tên đăng nhập hoặc mật khẩu.',
    th: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  },
  wrongCode: {
    en: 'The code is wrong or has expired.',
    'zh-cn': '验证码错误或已过期。',
    vi: 'Mã không đúng hoặc đã hết hạn.',
    th: 'รหัสไม่ถูกต้องหรือหมดอายุแล้ว',
  },
  passwordStepRequired: {
    en: 'This account uses two-step login. Log in with your user name and password.',
    'zh-cn': '此账户已开启两步登录，请使用用户名和密码登录。',
    vi: 'Tài khoản này dùng đăng nhập hai bước. Hãy đăng nhập bằng tên đăng nhập và mật khẩu.',
    th: 'บัญชีนี้ใช้การเข้าสู่ระบบสองขั้นตอน โปรดเข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่าน',
  },
  passwordFirst: {
    en: 'Log in with your password first.',
    'zh-cn': '请先使用密码登录。',
    vi: 'Hãy đăng nhập bằng mật khẩu trước.',
    th: 'โปรดเข้าสู่ระบบด้วยรหัสผ่านก่อน',
  },
  underAge: {
    en: 'You must be {{age}} or older to register.',
    'zh-cn': '您必须年满 {{age}} 岁才能注册。',
    vi: 'Bạn phải từ {{age}} tuổi trở lên mới được đăng ký.',
    th: 'คุณต้องมีอายุ {{age}} ปีขึ้นไปจึงจะสมัครสมาชิกได้',
  },
  newNumberNeedsBirthDate: {
    en: 'This number has no account yet. Register it with your date of birth.',
    'zh-cn': '该号码尚未注册。请填写出生日期进行注册。',
    vi: 'Số này chưa có tài khoản. Hãy đăng ký bằng ngày sinh của bạn.',
    th: 'หมายเลขนี้ยังไม่มีบัญชี โปรดสมัครสมาชิกพร้อมระบุวันเกิดของคุณ',
  },
  dateOfBirthInFuture: {
    en: 'The date of birth cannot be in the future.',
    'zh-cn': '出生日期不能晚于今天。',
    vi: 'Ngày sinh không thể ở trong tương lai.',
    th: 'วันเกิดต้องไม่เป็นวันในอนาคต',
  },
  userNameTaken: {
    en: 'This user name is taken.',
    'zh-cn': '该用户名已被占用。',
    vi: 'Tên đăng nhập này đã có người dùng.',
    th: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
  },
  verifyMobileAgain: {
    en: 'Verify your mobile number again.',
    'zh-cn': '请重新验证您的手机号码。',
    vi: 'Hãy xác minh lại số điện thoại của bạn.',
    th: 'โปรดยืนยันหมายเลขโทรศัพท์ของคุณอีกครั้ง',
  },
  mobileRegistered: {
    en: 'This mobile number is already registered.',
    'zh-cn': '该手机号码已注册。',
    vi: 'Số điện thoại này đã được đăng ký.',
    th: 'หมายเลขโทรศัพท์นี้ลงทะเบียนแล้ว',
  },
  userNameOrMobileRegistered: {
    en: 'This user name or mobile is already registered.',
    'zh-cn': '该用户名或手机号码已注册。',
    vi: 'Tên đăng nhập hoặc số điện thoại này đã được đăng ký.',
    th: 'ชื่อผู้ใช้หรือหมายเลขโทรศัพท์นี้ลงทะเบียนแล้ว',
  },
  userNameRule: {
    en: 'Illegal input: userName: 4 to 20 letters, digits or underscores, starting with a letter',
    'zh-cn': '用户名需为 4 到 20 个字母、数字或下划线，并以字母开头',
    vi: 'Tên đăng nhập gồm 4 đến 20 chữ cái, chữ số hoặc dấu gạch dưới, bắt đầu bằng chữ cái',
    th: 'ชื่อผู้ใช้ต้องมี 4 ถึง 20 ตัวอักษร ตัวเลข หรือขีดล่าง และขึ้นต้นด้วยตัวอักษร',
  },
  passwordMix: {
    en: 'Illegal input: password: mix letters and digits',
    'zh-cn': '密码需同时包含字母和数字',
    vi: 'Mật khẩu phải có cả chữ cái và chữ số',
    th: 'รหัสผ่านต้องมีทั้งตัวอักษรและตัวเลข',
  },
  passwordLength: {
    en: 'Illegal input: password: {{min}} to {{max}} characters',
    'zh-cn': '密码需为 {{min}} 到 {{max}} 个字符',
    vi: 'Mật khẩu phải có {{min}} đến {{max}} ký tự',
    th: 'รหัสผ่านต้องมี {{min}} ถึง {{max}} ตัวอักษร',
  },
  secondStepNeedsMobile: {
    en: 'Illegal input: enabled: the second login step needs a mobile number on file',
    'zh-cn': '开启两步登录需要先绑定手机号码',
    vi: 'Đăng nhập hai bước cần có số điện thoại đã lưu',
    th: 'การเข้าสู่ระบบขั้นที่สองต้องมีหมายเลขโทรศัพท์ในบัญชี',
  },
  secondStepNeedsPassword: {
    en: 'Illegal input: enabled: the second login step needs a password to log in with',
    'zh-cn': '开启两步登录需要先设置登录密码',
    vi: 'Đăng nhập hai bước cần có mật khẩu để đăng nhập',
    th: 'การเข้าสู่ระบบขั้นที่สองต้องมีรหัสผ่านสำหรับเข้าสู่ระบบ',
  },
  smsUnavailable: {
    en: 'Text messages cannot be sent right now. Please try again later.',
    'zh-cn': '暂时无法发送短信，请稍后再试。',
    vi: 'Hiện không thể gửi tin nhắn. Vui lòng thử lại sau.',
    th: 'ไม่สามารถส่งข้อความได้ในขณะนี้ โปรดลองอีกครั้งภายหลัง',
  },
  wrongCurrentPassword: {
    en: 'The current password is not right.',
    'zh-cn': '当前密码不正确。',
    vi: 'Mật khẩu hiện tại không đúng.',
    th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  },
  samePassword: {
    en: 'The new password must differ from the current one.',
    'zh-cn': '新密码不能与当前密码相同。',
    vi: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
    th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน',
  },
  sessionNotFound: {
    en: 'That session has already ended.',
    'zh-cn': '该登录会话已结束。',
    vi: 'Phiên đăng nhập đó đã kết thúc.',
    th: 'เซสชันนั้นสิ้นสุดไปแล้ว',
  },
  vipServiceLevel: {
    en: 'This VIP service is for VIP level {{level}} and above.',
    'zh-cn': '此 VIP 服务仅限 VIP {{level}} 级及以上。',
    vi: 'Dịch vụ VIP này dành cho VIP cấp {{level}} trở lên.',
    th: 'บริการ VIP นี้สำหรับ VIP ระดับ {{level}} ขึ้นไป',
  },
  vipCallBackLevel: {
    en: 'Call-backs are for VIP level {{level}} and above.',
    'zh-cn': '回电服务仅限 VIP {{level}} 级及以上。',
    vi: 'Dịch vụ gọi lại dành cho VIP cấp {{level}} trở lên.',
    th: 'บริการโทรกลับสำหรับ VIP ระดับ {{level}} ขึ้นไป',
  },
  paymentsUnavailable: {
    en: 'Deposits and withdrawals are not available right now. Please try again later.',
    'zh-cn': '暂时无法存款和取款，请稍后再试。',
    vi: 'Hiện không thể nạp và rút tiền. Vui lòng thử lại sau.',
    th: 'ไม่สามารถฝากและถอนเงินได้ในขณะนี้ โปรดลองอีกครั้งภายหลัง',
  },
  paymentMethodUnknown: {
    en: 'This payment method is not available.',
    'zh-cn': '该支付方式不可用。',
    vi: 'Phương thức thanh toán này không khả dụng.',
    th: 'ไม่มีช่องทางการชำระเงินนี้',
  },
  depositBelowMin: {
    en: 'The smallest deposit is {{amount}} {{currency}}.',
    'zh-cn': '最低存款金额为 {{amount}} {{currency}}。',
    vi: 'Số tiền nạp tối thiểu là {{amount}} {{currency}}.',
    th: 'ยอดฝากขั้นต่ำคือ {{amount}} {{currency}}',
  },
  depositAboveMax: {
    en: 'The largest deposit is {{amount}} {{currency}}.',
    'zh-cn': '最高存款金额为 {{amount}} {{currency}}。',
    vi: 'Số tiền nạp tối đa là {{amount}} {{currency}}.',
    th: 'ยอดฝากสูงสุดคือ {{amount}} {{currency}}',
  },
  withdrawBelowMin: {
    en: 'The smallest withdrawal is {{amount}} {{currency}}.',
    'zh-cn': '最低取款金额为 {{amount}} {{currency}}。',
    vi: 'Số tiền rút tối thiểu là {{amount}} {{currency}}.',
    th: 'ยอดถอนขั้นต่ำคือ {{amount}} {{currency}}',
  },
  withdrawAboveMax: {
    en: 'The largest withdrawal is {{amount}} {{currency}}.',
    'zh-cn': '最高取款金额为 {{amount}} {{currency}}。',
    vi: 'Số tiền rút tối đa là {{amount}} {{currency}}.',
    th: 'ยอดถอนสูงสุดคือ {{amount}} {{currency}}',
  },
  withdrawInfoMissing: {
    en: 'Save the account to withdraw to before withdrawing.',
    'zh-cn': '请先保存收款账户再取款。',
    vi: 'Vui lòng lưu tài khoản nhận tiền trước khi rút.',
    th: 'โปรดบันทึกบัญชีรับเงินก่อนถอนเงิน',
  },
  withdrawBalanceTooLow: {
    en: 'Your withdrawable balance is too low for this withdrawal.',
    'zh-cn': '您的可提现余额不足。',
    vi: 'Số dư có thể rút không đủ cho lần rút này.',
    th: 'ยอดเงินที่ถอนได้ของคุณไม่เพียงพอสำหรับการถอนนี้',
  },
  drawKeyReused: {
    en: 'This key was already used for another draw.',
    'zh-cn': '此请求键已用于另一次抽奖。',
    vi: 'Khóa này đã được dùng cho một lượt rút khác.',
    th: 'คีย์นี้ถูกใช้กับการจับรางวัลอื่นแล้ว',
  },
  customerServiceUnavailable: {
    en: 'Customer service is not available.',
    'zh-cn': '客服暂不可用。',
    vi: 'Dịch vụ khách hàng hiện không khả dụng.',
    th: 'ฝ่ายบริการลูกค้าไม่พร้อมให้บริการ',
  },
  requestKeyReused: {
    en: 'This request key was already used for a different request.',
    'zh-cn': '此请求键已用于另一个请求。',
    vi: 'Khóa yêu cầu này đã được dùng cho một yêu cầu khác.',
    th: 'คีย์คำขอนี้ถูกใช้กับคำขออื่นแล้ว',
  },
  sportsSessionExpired: {
    en: 'The sports session has expired.',
    'zh-cn': '体育会话已过期。',
    vi: 'Phiên thể thao đã hết hạn.',
    th: 'เซสชันกีฬาหมดอายุแล้ว',
  },
  matchMissing: {
    en: 'This match does not exist.',
    'zh-cn': '该赛事不存在。',
    vi: 'Trận đấu này không tồn tại.',
    th: 'ไม่มีการแข่งขันนี้',
  },
  matchNoResult: {
    en: 'This match has no result yet.',
    'zh-cn': '该赛事尚无赛果。',
    vi: 'Trận đấu này chưa có kết quả.',
    th: 'การแข่งขันนี้ยังไม่มีผล',
  },
  walletNotOpen: {
    en: 'Your wallet is not open.',
    'zh-cn': '您的钱包尚未开通。',
    vi: 'Ví của bạn chưa được mở.',
    th: 'กระเป๋าเงินของคุณยังไม่เปิดใช้งาน',
  },
  enterStake: {
    en: 'Enter a stake.',
    'zh-cn': '请输入投注金额。',
    vi: 'Hãy nhập tiền cược.',
    th: 'โปรดใส่จำนวนเงินเดิมพัน',
  },
  lowestStake: {
    en: 'The lowest stake is {{amount}}.',
    'zh-cn': '最低投注额为 {{amount}}。',
    vi: 'Tiền cược thấp nhất là {{amount}}.',
    th: 'เดิมพันขั้นต่ำคือ {{amount}}',
  },
  highestStake: {
    en: 'The highest stake is {{amount}}.',
    'zh-cn': '最高投注额为 {{amount}}。',
    vi: 'Tiền cược cao nhất là {{amount}}.',
    th: 'เดิมพันสูงสุดคือ {{amount}}',
  },
  balanceTooLow: {
    en: 'Your balance is too low for this bet.',
    'zh-cn': '您的余额不足以进行此投注。',
    vi: 'Số dư của bạn không đủ cho cược này.',
    th: 'ยอดเงินของคุณไม่พอสำหรับการเดิมพันนี้',
  },
  marketUnavailable: {
    en: 'This market is not available right now.',
    'zh-cn': '该盘口暂不可投注。',
    vi: 'Kèo này hiện không khả dụng.',
    th: 'ตลาดนี้ไม่เปิดให้เดิมพันในขณะนี้',
  },
  priceChanged: {
    en: 'The price has changed to {{price}}.',
    'zh-cn': '赔率已变为 {{price}}。',
    vi: 'Tỷ lệ cược đã đổi thành {{price}}.',
    th: 'ราคาต่อรองเปลี่ยนเป็น {{price}}',
  },
  multipleOnePerMatch: {
    en: 'A multiple takes one selection per match.',
    'zh-cn': '串关每场赛事只能选一项。',
    vi: 'Cược xiên chỉ nhận một lựa chọn mỗi trận.',
    th: 'สเต็ปเลือกได้หนึ่งตัวเลือกต่อการแข่งขัน',
  },
  multipleLegs: {
    en: 'A multiple takes {{min}} to {{max}} selections.',
    'zh-cn': '串关需选择 {{min}} 到 {{max}} 项。',
    vi: 'Cược xiên gồm {{min}} đến {{max}} lựa chọn.',
    th: 'สเต็ปต้องมี {{min}} ถึง {{max}} ตัวเลือก',
  },
  multipleNoOutrights: {
    en: 'Outrights cannot be part of a multiple.',
    'zh-cn': '冠军盘不能加入串关。',
    vi: 'Cược vô địch không thể nằm trong cược xiên.',
    th: 'การเดิมพันแชมป์ไม่สามารถอยู่ในสเต็ปได้',
  },
  cashOutOfferMissing: {
    en: 'This cash-out offer does not exist.',
    'zh-cn': '该提前结算报价不存在。',
    vi: 'Đề nghị rút tiền sớm này không tồn tại.',
    th: 'ไม่มีข้อเสนอแคชเอาต์นี้',
  },
  cashOutAmountMismatch: {
    en: 'The amount does not match the offer.',
    'zh-cn': '金额与报价不符。',
    vi: 'Số tiền không khớp với đề nghị.',
    th: 'จำนวนเงินไม่ตรงกับข้อเสนอ',
  },
  betMissing: {
    en: 'This bet does not exist.',
    'zh-cn': '该注单不存在。',
    vi: 'Cược này không tồn tại.',
    th: 'ไม่มีการเดิมพันนี้',
  },
  betSettled: {
    en: 'This bet is already settled.',
    'zh-cn': '该注单已结算。',
    vi: 'Cược này đã được thanh toán.',
    th: 'การเดิมพันนี้ชำระแล้ว',
  },
  reserveBeforeStart: {
    en: 'Reserve bets are taken only before the start.',
    'zh-cn': '预约投注仅在开赛前接受。',
    vi: 'Cược đặt trước chỉ nhận trước giờ bắt đầu.',
    th: 'รับการเดิมพันล่วงหน้าเฉพาะก่อนเริ่มการแข่งขัน',
  },
  reserveExpiresAtOnce: {
    en: 'The reserve bet would expire at once.',
    'zh-cn': '该预约投注会立即过期。',
    vi: 'Cược đặt trước này sẽ hết hạn ngay lập tức.',
    th: 'การเดิมพันล่วงหน้านี้จะหมดอายุทันที',
  },
  reserveMissing: {
    en: 'This reserve bet does not exist.',
    'zh-cn': '该预约投注不存在。',
    vi: 'Cược đặt trước này không tồn tại.',
    th: 'ไม่มีการเดิมพันล่วงหน้านี้',
  },
  reserveNotWaiting: {
    en: 'This reserve bet is no longer waiting.',
    'zh-cn': '该预约投注已不在等待中。',
    vi: 'Cược đặt trước này không còn chờ nữa.',
    th: 'การเดิมพันล่วงหน้านี้ไม่ได้รออยู่แล้ว',
  },
  streamNotFound: {
    en: 'This stream does not exist.',
    'zh-cn': '该直播不存在。',
    vi: 'Buổi phát trực tiếp này không tồn tại.',
    th: 'ไม่มีไลฟ์นี้',
  },
  notYourStatistics: {
    en: 'You can see only your own figures.',
    'zh-cn': '您只能查看自己的数据。',
    vi: 'Bạn chỉ xem được số liệu của chính mình.',
    th: 'คุณดูได้เฉพาะสถิติของตัวเองเท่านั้น',
  },
  statisticsPeriod: {
    en: 'Choose a period that ends after it begins and spans at most {{days}} days.',
    'zh-cn': '请选择结束晚于开始且不超过 {{days}} 天的时间段。',
    vi: 'Hãy chọn khoảng thời gian kết thúc sau khi bắt đầu và dài tối đa {{days}} ngày.',
    th: 'โปรดเลือกช่วงเวลาที่สิ้นสุดหลังเริ่มต้น และยาวไม่เกิน {{days}} วัน',
  },
  pushOrderLocked: {
    en: "This pick is for the room's paying viewers: pay the room's fee to see and follow it.",
    'zh-cn': '此推荐仅限付费观众：支付房间费用后即可查看并跟单。',
    vi: 'Kèo này dành cho người xem trả phí: hãy trả phí phòng để xem và theo.',
    th: 'ทีเด็ดนี้สำหรับผู้ชมที่จ่ายค่าห้อง: จ่ายค่าห้องเพื่อดูและตาม',
  },
  streamNotLive: {
    en: 'This stream is not live.',
    'zh-cn': '该直播当前未开播。',
    vi: 'Buổi phát này hiện không trực tiếp.',
    th: 'ไลฟ์นี้ไม่ได้ออกอากาศอยู่',
  },
  videoLine: {
    en: 'Line {{n}}',
    'zh-cn': '线路 {{n}}',
    vi: 'Đường truyền {{n}}',
    th: 'สาย {{n}}',
  },
  videoSourceNeeded: {
    en: 'Name a stream or a match.',
    'zh-cn': '请指定直播或赛事。',
    vi: 'Hãy chọn một buổi phát hoặc một trận đấu.',
    th: 'โปรดระบุไลฟ์หรือแมตช์',
  },
  notYourStream: {
    en: 'Only the stream’s host can change it.',
    'zh-cn': '只有该直播的主播可以修改它。',
    vi: 'Chỉ người dẫn của buổi phát mới có thể thay đổi nó.',
    th: 'เฉพาะโฮสต์ของไลฟ์นี้เท่านั้นที่แก้ไขได้',
  },
  notAHost: {
    en: 'Only a host can start a stream.',
    'zh-cn': '只有主播可以开播。',
    vi: 'Chỉ người dẫn mới có thể bắt đầu phát trực tiếp.',
    th: 'เฉพาะโฮสต์เท่านั้นที่เริ่มไลฟ์ได้',
  },
  hostAlreadyLive: {
    en: 'You are already live: stop that stream first.',
    'zh-cn': '您已在直播中：请先结束该直播。',
    vi: 'Bạn đang phát trực tiếp: hãy kết thúc buổi phát đó trước.',
    th: 'คุณกำลังไลฟ์อยู่: โปรดจบไลฟ์นั้นก่อน',
  },
  streamCannot_start: {
    en: 'Only an announced stream can go live.',
    'zh-cn': '只有已预告的直播才能开播。',
    vi: 'Chỉ buổi phát đã thông báo mới có thể bắt đầu.',
    th: 'เฉพาะไลฟ์ที่ประกาศไว้แล้วเท่านั้นที่เริ่มได้',
  },
  streamCannot_update: {
    en: 'An ended or cancelled stream cannot be changed.',
    'zh-cn': '已结束或已取消的直播无法修改。',
    vi: 'Không thể thay đổi buổi phát đã kết thúc hoặc đã hủy.',
    th: 'ไม่สามารถแก้ไขไลฟ์ที่จบแล้วหรือยกเลิกแล้ว',
  },
  streamCannot_stop: {
    en: 'Only a live stream can be stopped.',
    'zh-cn': '只有正在直播的直播才能结束。',
    vi: 'Chỉ buổi phát đang diễn ra mới có thể dừng.',
    th: 'เฉพาะไลฟ์ที่กำลังถ่ายทอดอยู่เท่านั้นที่หยุดได้',
  },
  streamCannot_cancel: {
    en: 'Only an announced stream can be cancelled.',
    'zh-cn': '只有已预告的直播才能取消。',
    vi: 'Chỉ buổi phát đã thông báo mới có thể hủy.',
    th: 'เฉพาะไลฟ์ที่ประกาศไว้แล้วเท่านั้นที่ยกเลิกได้',
  },
  streamStartFixed: {
    en: 'The start time can only change before the stream goes live.',
    'zh-cn': '开播时间只能在开播前修改。',
    vi: 'Chỉ có thể đổi giờ bắt đầu trước khi buổi phát diễn ra.',
    th: 'เปลี่ยนเวลาเริ่มได้เฉพาะก่อนเริ่มไลฟ์',
  },
  streamStartInPast: {
    en: 'Choose a start time in the future.',
    'zh-cn': '请选择将来的开播时间。',
    vi: 'Hãy chọn giờ bắt đầu trong tương lai.',
    th: 'โปรดเลือกเวลาเริ่มในอนาคต',
  },
  streamFeeMissing: {
    en: 'A paid stream needs a fee above zero.',
    'zh-cn': '付费直播需要大于零的费用。',
    vi: 'Buổi phát có phí cần mức phí lớn hơn 0.',
    th: 'ไลฟ์แบบเสียเงินต้องมีค่าเข้าชมมากกว่าศูนย์',
  },
  streamFeeNotATier: {
    en: 'Choose one of the fees on offer: {{fees}} {{currency}}.',
    'zh-cn': '请从可选费用中选择一个：{{fees}} {{currency}}。',
    vi: 'Hãy chọn một trong các mức phí: {{fees}} {{currency}}.',
    th: 'โปรดเลือกค่าเข้าชมหนึ่งในตัวเลือก: {{fees}} {{currency}}',
  },
  giftNotFound: {
    en: 'This gift does not exist.',
    'zh-cn': '该礼物不存在。',
    vi: 'Quà tặng này không tồn tại.',
    th: 'ไม่มีของขวัญนี้',
  },
  notPricedInCurrency: {
    en: 'This is not on sale in {{currency}} yet.',
    'zh-cn': '该项目暂不支持以 {{currency}} 购买。',
    vi: 'Mục này chưa được bán bằng {{currency}}.',
    th: 'รายการนี้ยังไม่เปิดขายเป็น {{currency}}',
  },
  giftStreamNotLive: {
    en: 'Gifts can be sent only while the stream is live.',
    'zh-cn': '只有在直播进行中才能送礼物。',
    vi: 'Chỉ có thể tặng quà khi buổi phát đang diễn ra.',
    th: 'ส่งของขวัญได้เฉพาะตอนที่กำลังไลฟ์อยู่เท่านั้น',
  },
  cannotGiftOwnStream: {
    en: 'You cannot send gifts to your own stream.',
    'zh-cn': '不能给自己的直播送礼物。',
    vi: 'Bạn không thể tặng quà cho buổi phát của chính mình.',
    th: 'คุณไม่สามารถส่งของขวัญให้ไลฟ์ของตัวเองได้',
  },
  giftBalanceTooLow: {
    en: 'Your balance is too low for this gift.',
    'zh-cn': '您的余额不足以赠送此礼物。',
    vi: 'Số dư của bạn không đủ để tặng món quà này.',
    th: 'ยอดเงินของคุณไม่พอสำหรับของขวัญนี้',
  },
  giftKeyReused: {
    en: 'This key was already used for another gift.',
    'zh-cn': '此请求键已用于另一份礼物。',
    vi: 'Khóa này đã được dùng cho một món quà khác.',
    th: 'คีย์นี้ถูกใช้กับของขวัญอื่นแล้ว',
  },
  notYourGiftIncome: {
    en: 'Only the host can see their own gift income.',
    'zh-cn': '只有主播本人可以查看自己的礼物收益。',
    vi: 'Chỉ người dẫn mới có thể xem thu nhập quà tặng của mình.',
    th: 'เฉพาะโฮสต์เท่านั้นที่ดูรายได้จากของขวัญของตนเองได้',
  },
  roomFeeBalanceTooLow: {
    en: 'Your balance is too low for this room’s fee.',
    'zh-cn': '您的余额不足以支付该直播间的费用。',
    vi: 'Số dư của bạn không đủ để trả phí phòng này.',
    th: 'ยอดเงินของคุณไม่พอสำหรับค่าเข้าห้องนี้',
  },
  roomFeeKeyReused: {
    en: 'This key was already used to pay for another room.',
    'zh-cn': '此请求键已用于支付另一个直播间。',
    vi: 'Khóa này đã được dùng để trả phí cho một phòng khác.',
    th: 'คีย์นี้ถูกใช้ชำระค่าห้องอื่นแล้ว',
  },
  roomFeeStreamOver: {
    en: 'This stream is over: there is nothing to pay for.',
    'zh-cn': '该直播已结束，无需付费。',
    vi: 'Buổi phát này đã kết thúc: không cần trả phí.',
    th: 'ไลฟ์นี้จบแล้ว: ไม่ต้องชำระเงิน',
  },
  unknownCoverTag: {
    en: 'One of the chosen tags does not exist.',
    'zh-cn': '所选标签中有一个不存在。',
    vi: 'Một trong các thẻ đã chọn không tồn tại.',
    th: 'มีแท็กที่เลือกไว้ซึ่งไม่มีอยู่',
  },
  presenterNotFound: {
    en: 'This host does not exist.',
    'zh-cn': '该主播不存在。',
    vi: 'Người dẫn này không tồn tại.',
    th: 'ไม่มีโฮสต์นี้',
  },
  cannotFollowSelf: {
    en: 'You cannot follow yourself.',
    'zh-cn': '不能关注自己。',
    vi: 'Bạn không thể tự theo dõi chính mình.',
    th: 'คุณไม่สามารถติดตามตัวเองได้',
  },
  chatWelcome: {
    en: 'Welcome! Be kind, no spam, no links.',
    'zh-cn': '欢迎！请友善发言，禁止刷屏和发链接。',
    vi: 'Chào mừng! Hãy lịch sự, không spam, không gửi liên kết.',
    th: 'ยินดีต้อนรับ! โปรดสุภาพ ห้ามสแปม ห้ามส่งลิงก์',
  },
  notYourRoom: {
    en: 'Only the room’s host or a super admin can do this.',
    'zh-cn': '只有该直播间的主播或超级管理员可以执行此操作。',
    vi: 'Chỉ người dẫn của phòng hoặc quản trị viên cấp cao mới có thể làm việc này.',
    th: 'เฉพาะโฮสต์ของห้องหรือผู้ดูแลระบบสูงสุดเท่านั้นที่ทำได้',
  },
  roomNotFound: {
    en: 'This chat room does not exist.',
    'zh-cn': '该聊天室不存在。',
    vi: 'Phòng trò chuyện này không tồn tại.',
    th: 'ไม่มีห้องแชทนี้',
  },
  banNotFound: {
    en: 'This ban does not exist.',
    'zh-cn': '该禁言记录不存在。',
    vi: 'Lệnh cấm này không tồn tại.',
    th: 'ไม่มีการแบนนี้',
  },
  memberNotFound: {
    en: 'No member has this user name.',
    'zh-cn': '没有使用该用户名的会员。',
    vi: 'Không có thành viên nào có tên người dùng này.',
    th: 'ไม่มีสมาชิกที่ใช้ชื่อผู้ใช้นี้',
  },
  cannotBanThisMember: {
    en: 'This member cannot be banned.',
    'zh-cn': '无法禁言该会员。',
    vi: 'Không thể cấm thành viên này.',
    th: 'ไม่สามารถแบนสมาชิกนี้ได้',
  },
  streamNotReservable: {
    en: 'Reminders can only be set for a stream that has not started.',
    'zh-cn': '只能为尚未开始的直播设置提醒。',
    vi: 'Chỉ có thể đặt nhắc cho buổi phát chưa bắt đầu.',
    th: 'ตั้งการแจ้งเตือนได้เฉพาะไลฟ์ที่ยังไม่เริ่ม',
  },
  chatJoinFirst: {
    en: 'Join the room before you chat: open it again.',
    'zh-cn': '请先进入直播间再发言：请重新打开。',
    vi: 'Hãy vào phòng trước khi trò chuyện: mở lại phòng.',
    th: 'โปรดเข้าห้องก่อนแชท: เปิดห้องอีกครั้ง',
  },
  chatSignatureRefused: {
    en: 'Your pass to this room has expired: open it again.',
    'zh-cn': '您的直播间通行凭证已过期：请重新打开。',
    vi: 'Quyền vào phòng của bạn đã hết hạn: mở lại phòng.',
    th: 'สิทธิ์เข้าห้องของคุณหมดอายุแล้ว: โปรดเปิดห้องอีกครั้ง',
  },
  chatClosed: {
    en: 'The host has closed the chat.',
    'zh-cn': '主播已关闭聊天。',
    vi: 'Người dẫn đã tắt trò chuyện.',
    th: 'โฮสต์ปิดแชทแล้ว',
  },
  chatVipOnly: {
    en: ({ level }) => `Chat here is open from VIP ${level}.`,
    'zh-cn': ({ level }) => `此直播间 VIP ${level} 及以上才能发言。`,
    vi: ({ level }) => `Phòng này chỉ cho trò chuyện từ VIP ${level}.`,
    th: ({ level }) => `แชทในห้องนี้ได้ตั้งแต่ VIP ${level} ขึ้นไป`,
  },
  chatBanned: {
    en: ({ reason, until }) =>
      `You cannot chat here ${until ? `until ${until}` : 'until the ban is lifted'}${reason ? `: ${reason}` : ''}.`,
    'zh-cn': ({ reason, until }) =>
      `您已被禁言${until ? `，至 ${until}` : '，直至解除'}${reason ? `：${reason}` : ''}。`,
    vi: ({ reason, until }) =>
      `Bạn bị cấm trò chuyện ở đây ${until ? `đến ${until}` : 'cho đến khi được gỡ'}${reason ? `: ${reason}` : ''}.`,
    th: ({ reason, until }) =>
      `คุณถูกห้ามแชทที่นี่${until ? `ถึง ${until}` : 'จนกว่าจะยกเลิก'}${reason ? `: ${reason}` : ''}`,
  },
  chatTooLong: {
    en: ({ max }) => `A message here is at most ${max} characters.`,
    'zh-cn': ({ max }) => `此处每条消息最多 ${max} 个字符。`,
    vi: ({ max }) => `Mỗi tin nhắn ở đây tối đa ${max} ký tự.`,
    th: ({ max }) => `ข้อความในห้องนี้ยาวได้ไม่เกิน ${max} ตัวอักษร`,
  },
  chatSlowMode: {
    en: ({ seconds }) => `Slow mode: wait ${wait('en', Number(seconds))} before your next message.`,
    'zh-cn': ({ seconds }) => `慢速模式：请等待 ${wait('zh-cn', Number(seconds))} 后再发言。`,
    vi: ({ seconds }) =>
      `Chế độ chậm: chờ ${wait('vi', Number(seconds))} trước tin nhắn tiếp theo.`,
    th: ({ seconds }) => `โหมดช้า: รอ ${wait('th', Number(seconds))} ก่อนส่งข้อความถัดไป`,
  },
  chatMessageNotFound: {
    en: 'This message is no longer in the room.',
    'zh-cn': '该消息已不在直播间中。',
    vi: 'Tin nhắn này không còn trong phòng.',
    th: 'ข้อความนี้ไม่อยู่ในห้องแล้ว',
  },
  pushNotYourStream: {
    en: 'Only the stream’s host can push a bet in it.',
    'zh-cn': '只有该直播的主播可以在其中推单。',
    vi: 'Chỉ người dẫn của buổi phát mới có thể đẩy kèo vào đó.',
    th: 'เฉพาะโฮสต์ของไลฟ์นี้เท่านั้นที่ส่งทิปเดิมพันในไลฟ์ได้',
  },
  pushStreamNotLive: {
    en: 'Bets can be pushed only while the stream is live.',
    'zh-cn': '只有在直播进行中才能推单。',
    vi: 'Chỉ có thể đẩy kèo khi buổi phát đang trực tiếp.',
    th: 'ส่งทิปเดิมพันได้เฉพาะตอนที่กำลังไลฟ์อยู่เท่านั้น',
  },
  pushPickNotFound: {
    en: 'This match, market or selection is not in the sportsbook.',
    'zh-cn': '体育博彩中没有该赛事、盘口或选项。',
    vi: 'Trận đấu, kèo hoặc lựa chọn này không có trong mục thể thao.',
    th: 'ไม่มีการแข่งขัน ตลาด หรือตัวเลือกนี้ในกีฬา',
  },
  pushPriceChanged: {
    en: 'The price has dropped to {{price}}: check it before you push this bet.',
    'zh-cn': '赔率已降至 {{price}}：请确认后再推单。',
    vi: 'Tỷ lệ cược đã giảm xuống {{price}}: hãy kiểm tra trước khi đẩy kèo này.',
    th: 'ราคาต่อรองลดลงเป็น {{price}} โปรดตรวจสอบก่อนส่งทิปนี้',
  },
  pushOrderNotFound: {
    en: 'This pushed bet does not exist.',
    'zh-cn': '该推单不存在。',
    vi: 'Kèo được đẩy này không tồn tại.',
    th: 'ไม่มีทิปเดิมพันนี้',
  },
  pushOrderClosed: {
    en: 'This pushed bet can no longer be followed: its market is closed or the match is over.',
    'zh-cn': '该推单已无法跟单：盘口已关闭或比赛已结束。',
    vi: 'Không thể theo kèo được đẩy này nữa: kèo đã đóng hoặc trận đấu đã kết thúc.',
    th: 'ไม่สามารถตามทิปนี้ได้แล้ว: ตลาดปิดแล้วหรือการแข่งขันจบแล้ว',
  },
  cannotFollowOwnPush: {
    en: 'You cannot follow your own pushed bet.',
    'zh-cn': '不能跟自己的推单。',
    vi: 'Bạn không thể theo kèo do chính mình đẩy.',
    th: 'คุณไม่สามารถตามทิปของตัวเองได้',
  },
  pushNameAHost: {
    en: 'Name the host whose pushed bets you want to see.',
    'zh-cn': '请指定要查看其推单的主播。',
    vi: 'Hãy chọn người dẫn có kèo được đẩy mà bạn muốn xem.',
    th: 'โปรดระบุโฮสต์ที่คุณต้องการดูทิปเดิมพัน',
  },
  pushStakeZero: {
    en: 'A suggested stake must be above zero.',
    'zh-cn': '建议投注金额必须大于零。',
    vi: 'Tiền cược gợi ý phải lớn hơn không.',
    th: 'จำนวนเงินเดิมพันที่แนะนำต้องมากกว่าศูนย์',
  },
  gameNotFound: {
    en: 'This game does not exist.',
    'zh-cn': '该游戏不存在。',
    vi: 'Trò chơi này không tồn tại.',
    th: 'ไม่มีเกมนี้',
  },
  gameNotOffered: {
    en: 'This game cannot be played here yet.',
    'zh-cn': '该游戏暂时无法在此游玩。',
    vi: 'Trò chơi này chưa thể chơi ở đây.',
    th: 'เกมนี้ยังเล่นที่นี่ไม่ได้',
  },
  gameMaintenance: {
    en: 'This game is under maintenance. Please try again later.',
    'zh-cn': '该游戏正在维护中，请稍后再试。',
    vi: 'Trò chơi này đang bảo trì. Vui lòng thử lại sau.',
    th: 'เกมนี้อยู่ระหว่างปิดปรับปรุง โปรดลองอีกครั้งภายหลัง',
  },
  gameMaintenanceWindow: {
    en: 'This game is under maintenance from {{start}} to {{end}}.',
    'zh-cn': '该游戏维护时间为 {{start}} 至 {{end}}。',
    vi: 'Trò chơi này bảo trì từ {{start}} đến {{end}}.',
    th: 'เกมนี้ปิดปรับปรุงตั้งแต่ {{start}} ถึง {{end}}',
  },
  gameProviderUnavailable: {
    en: 'The game is not available right now. Please try again shortly.',
    'zh-cn': '游戏暂时无法使用，请稍后再试。',
    vi: 'Trò chơi hiện không khả dụng. Vui lòng thử lại sau ít phút.',
    th: 'เกมนี้ยังใช้งานไม่ได้ในขณะนี้ โปรดลองอีกครั้งในอีกสักครู่',
  },
  gameLaunchExpired: {
    en: 'This game link has expired or was already used. Open the game again from the lobby.',
    'zh-cn': '该游戏链接已过期或已被使用，请从大厅重新打开游戏。',
    vi: 'Liên kết trò chơi này đã hết hạn hoặc đã được dùng. Hãy mở lại trò chơi từ sảnh.',
    th: 'ลิงก์เกมนี้หมดอายุหรือถูกใช้ไปแล้ว โปรดเปิดเกมอีกครั้งจากล็อบบี้',
  },
  gameSessionEnded: {
    en: 'This game session has ended. Open the game again from the lobby.',
    'zh-cn': '本次游戏会话已结束，请从大厅重新打开游戏。',
    vi: 'Phiên chơi này đã kết thúc. Hãy mở lại trò chơi từ sảnh.',
    th: 'เซสชันเกมนี้สิ้นสุดแล้ว โปรดเปิดเกมอีกครั้งจากล็อบบี้',
  },
  gameStakeNotOffered: {
    en: 'Choose one of the stakes offered: {{stakes}}.',
    'zh-cn': '请选择提供的投注额之一：{{stakes}}。',
    vi: 'Hãy chọn một trong các mức cược: {{stakes}}.',
    th: 'โปรดเลือกจำนวนเดิมพันที่มีให้: {{stakes}}',
  },
  gameBalanceTooLow: {
    en: 'Your balance is too low for this stake.',
    'zh-cn': '您的余额不足以支付此投注额。',
    vi: 'Số dư của bạn không đủ cho mức cược này.',
    th: 'ยอดเงินของคุณไม่พอสำหรับเดิมพันนี้',
  },
  gameDiceTarget: {
    en: 'Choose a target that gives a win chance from 1% to 98%.',
    'zh-cn': '请选择获胜概率在 1% 至 98% 之间的目标值。',
    vi: 'Hãy chọn mục tiêu có khả năng thắng từ 1% đến 98%.',
    th: 'โปรดเลือกเป้าหมายที่มีโอกาสชนะตั้งแต่ 1% ถึง 98%',
  },
  gameRestricted: {
    en: 'Your account’s play limits stop this round. Your account page says why and until when.',
    'zh-cn': '您账户的游戏限制阻止了此局。账户页面会说明原因及解除时间。',
    vi: 'Giới hạn chơi của tài khoản bạn chặn ván này. Trang tài khoản cho biết lý do và thời điểm hết hạn.',
    th: 'ข้อจำกัดการเล่นของบัญชีคุณระงับรอบนี้ หน้าบัญชีของคุณแจ้งเหตุผลและเวลาที่สิ้นสุด',
  },
  rgTimeOut: {
    en: 'You are taking a break until {{until}}. Until then you cannot log in, deposit or play.',
    'zh-cn': '您正在暂停游戏，直至 {{until}}。在此之前您无法登录、存款或游戏。',
    vi: 'Bạn đang tạm nghỉ đến {{until}}. Đến lúc đó bạn không thể đăng nhập, nạp tiền hay chơi.',
    th: 'คุณกำลังพักการเล่นถึง {{until}} ระหว่างนี้คุณไม่สามารถเข้าสู่ระบบ ฝากเงิน หรือเล่นได้',
  },
  rgSelfExcluded: {
    en: 'You have excluded yourself until {{until}}. Until then you cannot log in, deposit or play.',
    'zh-cn': '您已自我禁入，直至 {{until}}。在此之前您无法登录、存款或游戏。',
    vi: 'Bạn đã tự loại trừ đến {{until}}. Đến lúc đó bạn không thể đăng nhập, nạp tiền hay chơi.',
    th: 'คุณได้ระงับบัญชีตนเองถึง {{until}} ระหว่างนี้คุณไม่สามารถเข้าสู่ระบบ ฝากเงิน หรือเล่นได้',
  },
  rgDepositLimit: {
    en: ({ period, limit, used, until }) =>
      `This deposit would pass your ${periodWord('en', period)} deposit limit of ${limit} (${used} deposited so far). You can deposit again from ${until}.`,
    'zh-cn': ({ period, limit, used, until }) =>
      `此笔存款将超过您的${periodWord('zh-cn', period)}存款限额 ${limit}（已存 ${used}）。您可在 ${until} 起再次存款。`,
    vi: ({ period, limit, used, until }) =>
      `Khoản nạp này sẽ vượt hạn mức nạp ${periodWord('vi', period)} ${limit} của bạn (đã nạp ${used}). Bạn có thể nạp lại từ ${until}.`,
    th: ({ period, limit, used, until }) =>
      `การฝากนี้จะเกินวงเงินฝาก${periodWord('th', period)} ${limit} ของคุณ (ฝากไปแล้ว ${used}) คุณฝากได้อีกครั้งตั้งแต่ ${until}`,
  },
  rgLossLimit: {
    en: ({ period, limit, used, until }) =>
      `This would pass your ${periodWord('en', period)} loss limit of ${limit} (${used} lost so far). You can play again from ${until}.`,
    'zh-cn': ({ period, limit, used, until }) =>
      `这将超过您的${periodWord('zh-cn', period)}亏损限额 ${limit}（已亏损 ${used}）。您可在 ${until} 起再次游戏。`,
    vi: ({ period, limit, used, until }) =>
      `Thao tác này sẽ vượt hạn mức thua ${periodWord('vi', period)} ${limit} của bạn (đã thua ${used}). Bạn có thể chơi lại từ ${until}.`,
    th: ({ period, limit, used, until }) =>
      `การนี้จะเกินวงเงินขาดทุน${periodWord('th', period)} ${limit} ของคุณ (ขาดทุนไปแล้ว ${used}) คุณเล่นได้อีกครั้งตั้งแต่ ${until}`,
  },
  // campaigns (issue 21)
  campaignNotFound: {
    en: 'There is no such campaign.',
    'zh-cn': '没有这个活动。',
    vi: 'Không có chương trình khuyến mãi này.',
    th: 'ไม่มีกิจกรรมนี้',
  },
  campaignNotStarted: {
    en: 'This campaign has not started yet.',
    'zh-cn': '活动尚未开始。',
    vi: 'Chương trình khuyến mãi này chưa bắt đầu.',
    th: 'กิจกรรมนี้ยังไม่เริ่ม',
  },
  campaignEnded: {
    en: 'This campaign has ended.',
    'zh-cn': '活动已结束。',
    vi: 'Chương trình khuyến mãi này đã kết thúc.',
    th: 'กิจกรรมนี้สิ้นสุดแล้ว',
  },
  campaignVipLevel: {
    en: 'This campaign is for VIP {{level}} and above.',
    'zh-cn': '本活动仅限 VIP {{level}} 及以上会员参加。',
    vi: 'Chương trình này dành cho thành viên VIP {{level}} trở lên.',
    th: 'กิจกรรมนี้สำหรับสมาชิก VIP {{level}} ขึ้นไป',
  },
  campaignNewMembersOnly: {
    en: 'This campaign is for new members only.',
    'zh-cn': '本活动仅限新会员参加。',
    vi: 'Chương trình này chỉ dành cho thành viên mới.',
    th: 'กิจกรรมนี้สำหรับสมาชิกใหม่เท่านั้น',
  },
  campaignCurrency: {
    en: 'This campaign is not open to wallets in your currency.',
    'zh-cn': '本活动不适用于您钱包的币种。',
    vi: 'Chương trình này không áp dụng cho ví bằng loại tiền của bạn.',
    th: 'กิจกรรมนี้ไม่เปิดให้กระเป๋าเงินสกุลของคุณ',
  },
  campaignNoSuchAction: {
    en: 'This campaign has nothing of that kind to take part in.',
    'zh-cn': '该活动不支持此操作。',
    vi: 'Chương trình này không có hoạt động như vậy.',
    th: 'กิจกรรมนี้ไม่มีรายการดังกล่าวให้เข้าร่วม',
  },
  campaignAlreadyClaimed: {
    en: 'You have already claimed this reward.',
    'zh-cn': '您已领取过此奖励。',
    vi: 'Bạn đã nhận phần thưởng này rồi.',
    th: 'คุณรับรางวัลนี้ไปแล้ว',
  },
  signInAlreadyToday: {
    en: 'You have already checked in today. Come back tomorrow.',
    'zh-cn': '您今天已经签到过了，明天再来吧。',
    vi: 'Hôm nay bạn đã điểm danh rồi. Hẹn gặp lại ngày mai.',
    th: 'วันนี้คุณเช็กอินแล้ว พรุ่งนี้มาใหม่นะ',
  },
  wheelNoSpins: {
    en: 'You have no spins left. Come back tomorrow, or deposit for more.',
    'zh-cn': '您的抽奖次数已用完。明天再来，或存款获得更多次数。',
    vi: 'Bạn đã hết lượt quay. Hãy quay lại vào ngày mai hoặc nạp tiền để có thêm lượt.',
    th: 'คุณไม่มีสิทธิ์หมุนเหลือแล้ว กลับมาพรุ่งนี้ หรือฝากเงินเพื่อรับเพิ่ม',
  },
  newbieStepNotDone: {
    en: 'Finish this step first, then claim its reward.',
    'zh-cn': '请先完成此步骤，再领取奖励。',
    vi: 'Hãy hoàn thành bước này trước rồi nhận thưởng.',
    th: 'ทำขั้นตอนนี้ให้เสร็จก่อน แล้วจึงรับรางวัล',
  },
  rebateNothingToClaim: {
    en: 'There is no rebate to claim for the last period.',
    'zh-cn': '上一周期没有可领取的返水。',
    vi: 'Không có tiền hoàn trả nào để nhận cho kỳ vừa qua.',
    th: 'ไม่มีเงินคืนให้รับสำหรับรอบที่ผ่านมา',
  },
  leaderboardNotOver: {
    en: 'Prizes are paid once the leaderboard has closed.',
    'zh-cn': '排行榜结束后才发放奖金。',
    vi: 'Giải thưởng được trả sau khi bảng xếp hạng kết thúc.',
    th: 'จะจ่ายรางวัลเมื่อกระดานอันดับปิดแล้ว',
  },
  leaderboardNoPrize: {
    en: 'You did not finish in a prize-winning place.',
    'zh-cn': '您的最终名次未进入获奖范围。',
    vi: 'Bạn không đạt thứ hạng có giải thưởng.',
    th: 'อันดับสุดท้ายของคุณไม่อยู่ในกลุ่มที่ได้รับรางวัล',
  },
  depositMatchNothing: {
    en: 'No deposit qualifies for this bonus yet.',
    'zh-cn': '目前还没有符合此奖金条件的存款。',
    vi: 'Chưa có khoản nạp nào đủ điều kiện nhận thưởng này.',
    th: 'ยังไม่มียอดฝากที่เข้าเงื่อนไขรับโบนัสนี้',
  },
  loginSuspended: {
    en: 'This account is suspended. Please contact customer service.',
    'zh-cn': '该账户已被停用，请联系客服。',
    vi: 'Tài khoản này đã bị tạm khóa. Vui lòng liên hệ bộ phận chăm sóc khách hàng.',
    th: 'บัญชีนี้ถูกระงับ โปรดติดต่อฝ่ายบริการลูกค้า',
  },
  adminMemberNotFound: {
    en: 'No member has this id.',
    'zh-cn': '没有该编号的会员。',
    vi: 'Không có thành viên nào có mã này.',
    th: 'ไม่มีสมาชิกที่มีรหัสนี้',
  },
  adminNotOwnAccount: {
    en: 'An operator cannot do this to their own account.',
    'zh-cn': '管理员不能对自己的账户执行此操作。',
    vi: 'Quản trị viên không thể thực hiện thao tác này với tài khoản của chính mình.',
    th: 'ผู้ดูแลระบบไม่สามารถทำสิ่งนี้กับบัญชีของตนเองได้',
  },
  adminNotOnSuperAdmin: {
    en: 'A super admin’s account cannot be changed here.',
    'zh-cn': '无法在此更改超级管理员的账户。',
    vi: 'Không thể thay đổi tài khoản của quản trị viên cấp cao tại đây.',
    th: 'ไม่สามารถเปลี่ยนแปลงบัญชีของผู้ดูแลระบบสูงสุดได้ที่นี่',
  },
  adminHostIsLive: {
    en: 'This host is live now. End the stream before making them a member.',
    'zh-cn': '该主播正在直播。请先结束直播，再将其设为普通会员。',
    vi: 'Người dẫn này đang phát trực tiếp. Hãy kết thúc buổi phát trước khi đặt họ làm thành viên.',
    th: 'โฮสต์นี้กำลังไลฟ์อยู่ ปิดการไลฟ์ก่อนจึงจะตั้งเป็นสมาชิกได้',
  },
  adjustmentBelowZero: {
    en: 'This adjustment would take the wallet below zero (balance {{amount}}).',
    'zh-cn': '此调整会使钱包余额低于零（当前余额 {{amount}}）。',
    vi: 'Điều chỉnh này sẽ làm số dư ví xuống dưới 0 (số dư {{amount}}).',
    th: 'การปรับยอดนี้จะทำให้ยอดเงินในกระเป๋าติดลบ (ยอดคงเหลือ {{amount}})',
  },
  adminMatchNotFound: {
    en: 'No match has this id, or it is no longer listed.',
    'zh-cn': '没有该编号的赛事，或该赛事已不再列出。',
    vi: 'Không có trận đấu nào có mã này, hoặc trận đấu không còn được liệt kê.',
    th: 'ไม่มีการแข่งขันที่มีรหัสนี้ หรือการแข่งขันนี้ไม่อยู่ในรายการแล้ว',
  },
  adminMarketNotFound: {
    en: 'This match has no market with this id.',
    'zh-cn': '该赛事没有此编号的盘口。',
    vi: 'Trận đấu này không có kèo nào có mã này.',
    th: 'การแข่งขันนี้ไม่มีตลาดที่มีรหัสนี้',
  },
  adminMatchOver: {
    en: 'This match is over: its markets can no longer be suspended or reopened.',
    'zh-cn': '该赛事已结束，其盘口无法再暂停或重新开放。',
    vi: 'Trận đấu này đã kết thúc: không thể tạm ngưng hoặc mở lại các kèo của nó nữa.',
    th: 'การแข่งขันนี้จบแล้ว ไม่สามารถระงับหรือเปิดตลาดอีกครั้งได้',
  },
  adminBulletinNotFound: {
    en: 'No bulletin has this id.',
    'zh-cn': '没有该编号的公告。',
    vi: 'Không có thông báo nào có mã này.',
    th: 'ไม่มีประกาศที่มีรหัสนี้',
  },
  adminMarketVoided: {
    en: 'This market is void: it stays suspended for good.',
    'zh-cn': '该盘口已作废，将永久保持暂停。',
    vi: 'Kèo này đã bị hủy: nó sẽ luôn ở trạng thái tạm ngưng.',
    th: 'ตลาดนี้เป็นโมฆะแล้ว และจะถูกระงับตลอดไป',
  },
  adminFeedElsewhere: {
    en: 'The trading desk is on another server just now. Please try again in a moment.',
    'zh-cn': '操盘台目前在另一台服务器上，请稍后再试。',
    vi: 'Bàn giao dịch hiện đang ở máy chủ khác. Vui lòng thử lại sau giây lát.',
    th: 'โต๊ะเทรดอยู่บนเซิร์ฟเวอร์อื่นในขณะนี้ โปรดลองอีกครั้งในอีกสักครู่',
  },
  adminCampaignNotFound: {
    en: 'There is no such campaign.',
    'zh-cn': '没有这个活动。',
    vi: 'Không có chương trình khuyến mãi này.',
    th: 'ไม่มีกิจกรรมนี้',
  },
  adminCampaignInvalid: {
    en: 'The campaign cannot be saved: {{field}} is not valid.',
    'zh-cn': '无法保存活动：{{field}} 无效。',
    vi: 'Không thể lưu chương trình: {{field}} không hợp lệ.',
    th: 'บันทึกกิจกรรมไม่ได้: {{field}} ไม่ถูกต้อง',
  },
  adminCampaignPathTaken: {
    en: 'The address {{path}} already serves another campaign.',
    'zh-cn': '地址 {{path}} 已用于另一个活动。',
    vi: 'Địa chỉ {{path}} đã dùng cho một chương trình khác.',
    th: 'ที่อยู่ {{path}} ใช้กับกิจกรรมอื่นอยู่แล้ว',
  },
  adminCampaignSlugTaken: {
    en: 'Another campaign already has this ID.',
    'zh-cn': '已有其他活动使用此 ID。',
    vi: 'Đã có chương trình khác dùng ID này.',
    th: 'มีกิจกรรมอื่นใช้ ID นี้แล้ว',
  },
  adminCampaignSource: {
    en: 'Choose a kind to start from, or a campaign to copy.',
    'zh-cn': '请选择一个活动类型作为起点，或选择要复制的活动。',
    vi: 'Hãy chọn một loại để bắt đầu, hoặc một chương trình để sao chép.',
    th: 'เลือกประเภทที่จะเริ่มต้น หรือกิจกรรมที่จะคัดลอก',
  },
  adminCampaignEnded: {
    en: 'This campaign has already ended.',
    'zh-cn': '该活动已经结束。',
    vi: 'Chương trình này đã kết thúc.',
    th: 'กิจกรรมนี้สิ้นสุดแล้ว',
  },
  adminSiteItemNotFound: {
    en: 'No banner or notice has this id.',
    'zh-cn': '没有该编号的横幅或公告。',
    vi: 'Không có biểu ngữ hoặc thông báo nào có mã này.',
    th: 'ไม่มีแบนเนอร์หรือประกาศที่มีรหัสนี้',
  },
  // the campaigns section's reward rules (ADR 036): VIP levels and the invitation tiers
  adminRuleAmount: {
    en: 'Entry {{n}}: the amount is not valid — digits with at most two decimals, above zero where a reward is paid.',
    'zh-cn': '第 {{n}} 项：金额无效——须为最多两位小数的数字，奖励金额须大于零。',
    vi: 'Mục {{n}}: số tiền không hợp lệ — chỉ gồm chữ số, tối đa hai chữ số thập phân, và lớn hơn 0 khi là tiền thưởng.',
    th: 'รายการที่ {{n}}: จำนวนเงินไม่ถูกต้อง ต้องเป็นตัวเลขทศนิยมไม่เกินสองตำแหน่ง และรางวัลต้องมากกว่าศูนย์',
  },
  adminRuleRate: {
    en: 'Entry {{n}}: the rate must be above 0 and at most 1, with at most six decimals (0.003 is 0.3 %).',
    'zh-cn': '第 {{n}} 项：比例须大于 0 且不超过 1，最多六位小数（0.003 即 0.3%）。',
    vi: 'Mục {{n}}: tỷ lệ phải lớn hơn 0 và không quá 1, tối đa sáu chữ số thập phân (0.003 là 0,3 %).',
    th: 'รายการที่ {{n}}: อัตราต้องมากกว่า 0 และไม่เกิน 1 ทศนิยมไม่เกินหกตำแหน่ง (0.003 คือ 0.3%)',
  },
  adminRuleOrder: {
    en: 'Entry {{n}}: each tier must be above the one before it — keep the tiers in order, without duplicates.',
    'zh-cn': '第 {{n}} 项：每一档须高于前一档——请按顺序排列，不可重复。',
    vi: 'Mục {{n}}: mỗi bậc phải cao hơn bậc trước — hãy giữ các bậc theo thứ tự và không trùng lặp.',
    th: 'รายการที่ {{n}}: แต่ละขั้นต้องสูงกว่าขั้นก่อนหน้า เรียงตามลำดับและห้ามซ้ำกัน',
  },
  adminRuleLevel: {
    en: 'Entry {{n}}: the VIP level must be 0 to 11, each level once and in order.',
    'zh-cn': '第 {{n}} 项：VIP 等级须为 0 至 11，每个等级一次且按顺序排列。',
    vi: 'Mục {{n}}: cấp VIP phải từ 0 đến 11, mỗi cấp một lần và theo thứ tự.',
    th: 'รายการที่ {{n}}: ระดับ VIP ต้องอยู่ระหว่าง 0 ถึง 11 แต่ละระดับครั้งเดียวและเรียงตามลำดับ',
  },
  adminRuleCount: {
    en: 'Keep between {{min}} and {{max}} entries.',
    'zh-cn': '请保留 {{min}} 至 {{max}} 项。',
    vi: 'Hãy giữ từ {{min}} đến {{max}} mục.',
    th: 'ต้องมีระหว่าง {{min}} ถึง {{max}} รายการ',
  },
  adminVipBase: {
    en: 'Level 0 is reached from zero turnover: every member is at least level 0.',
    'zh-cn': '0 级的门槛必须为零：每位会员至少是 0 级。',
    vi: 'Cấp 0 bắt đầu từ doanh số 0: mọi thành viên ít nhất là cấp 0.',
    th: 'ระดับ 0 ต้องเริ่มที่ยอดเดิมพันศูนย์ สมาชิกทุกคนอยู่อย่างน้อยระดับ 0',
  },
  adminVipOrder: {
    en: 'Thresholds rise with the level: level {{level}} needs more turnover than the level below it and less than the level above it.',
    'zh-cn': '门槛随等级递增：{{level}} 级所需投注额须高于下一级、低于上一级。',
    vi: 'Ngưỡng tăng theo cấp: cấp {{level}} cần doanh số cao hơn cấp dưới và thấp hơn cấp trên.',
    th: 'เกณฑ์ต้องเพิ่มขึ้นตามระดับ: ระดับ {{level}} ต้องใช้ยอดเดิมพันมากกว่าระดับที่ต่ำกว่าและน้อยกว่าระดับที่สูงกว่า',
  },
  adminVipAmount: {
    en: 'The threshold of level {{level}} is not a valid amount (digits with at most two decimals).',
    'zh-cn': '{{level}} 级的门槛金额无效（须为最多两位小数的数字）。',
    vi: 'Ngưỡng của cấp {{level}} không phải số tiền hợp lệ (chữ số, tối đa hai chữ số thập phân).',
    th: 'เกณฑ์ของระดับ {{level}} ไม่ใช่จำนวนเงินที่ถูกต้อง (ตัวเลขทศนิยมไม่เกินสองตำแหน่ง)',
  },
  adminVipBenefit: {
    en: 'The benefit {{field}} of level {{level}} keeps its kind: an amount, a whole number or a word, as stored.',
    'zh-cn': '{{level}} 级的权益 {{field}} 须保持原有类型：金额、整数或文字。',
    vi: 'Quyền lợi {{field}} của cấp {{level}} phải giữ đúng loại đã lưu: số tiền, số nguyên hoặc chữ.',
    th: 'สิทธิประโยชน์ {{field}} ของระดับ {{level}} ต้องคงชนิดเดิม: จำนวนเงิน จำนวนเต็ม หรือข้อความ',
  },
  adminVipLevelNotFound: {
    en: 'There is no VIP level {{level}}.',
    'zh-cn': '没有 VIP {{level}} 级。',
    vi: 'Không có cấp VIP {{level}}.',
    th: 'ไม่มี VIP ระดับ {{level}}',
  },
  // the games section (ADR 035)
  adminLobbyNotFound: {
    en: 'No lobby has this code.',
    'zh-cn': '没有该代码的游戏大厅。',
    vi: 'Không có sảnh nào có mã này.',
    th: 'ไม่มีล็อบบี้ที่มีรหัสนี้',
  },
  adminGameNotFound: {
    en: 'No game has this code.',
    'zh-cn': '没有该代码的游戏。',
    vi: 'Không có trò chơi nào có mã này.',
    th: 'ไม่มีเกมที่มีรหัสนี้',
  },
  adminMaintenanceEndsBeforeStart: {
    en: 'The maintenance must end after it starts.',
    'zh-cn': '维护结束时间必须晚于开始时间。',
    vi: 'Thời gian kết thúc bảo trì phải sau thời gian bắt đầu.',
    th: 'เวลาสิ้นสุดการปิดปรับปรุงต้องอยู่หลังเวลาเริ่ม',
  },
  adminMaintenanceTooLong: {
    en: 'A maintenance window lasts at most {{days}} days.',
    'zh-cn': '维护时段最长 {{days}} 天。',
    vi: 'Một đợt bảo trì kéo dài tối đa {{days}} ngày.',
    th: 'ช่วงปิดปรับปรุงนานได้ไม่เกิน {{days}} วัน',
  },
  adminMaintenanceOver: {
    en: 'This maintenance window is already over.',
    'zh-cn': '该维护时段已经结束。',
    vi: 'Khung thời gian bảo trì này đã kết thúc.',
    th: 'ช่วงปิดปรับปรุงนี้สิ้นสุดไปแล้ว',
  },
  // the live section (ADR 034)
  adminStreamOver: {
    en: 'This stream has ended: it can no longer be featured on the home page.',
    'zh-cn': '该直播已结束，无法再推荐到首页。',
    vi: 'Buổi phát này đã kết thúc: không thể đưa lên trang chủ nữa.',
    th: 'ไลฟ์นี้จบแล้ว ไม่สามารถแนะนำบนหน้าแรกได้อีก',
  },
  adminWordListed: {
    en: 'This word is already on the sensitive-word list.',
    'zh-cn': '该词已在敏感词列表中。',
    vi: 'Từ này đã có trong danh sách từ nhạy cảm.',
    th: 'คำนี้อยู่ในรายการคำต้องห้ามแล้ว',
  },
  adminWordNotListed: {
    en: 'This word is not on the sensitive-word list.',
    'zh-cn': '该词不在敏感词列表中。',
    vi: 'Từ này không có trong danh sách từ nhạy cảm.',
    th: 'คำนี้ไม่อยู่ในรายการคำต้องห้าม',
  },
  adminAlreadyBannedEverywhere: {
    en: 'This member is already banned from every room. Lift that ban first to give a new one.',
    'zh-cn': '该会员已被禁止在所有房间发言。请先解除该禁言再重新设置。',
    vi: 'Thành viên này đã bị cấm chat ở mọi phòng. Hãy gỡ lệnh cấm đó trước khi cấm lại.',
    th: 'สมาชิกนี้ถูกห้ามแชททุกห้องอยู่แล้ว โปรดยกเลิกการแบนนั้นก่อนจึงจะแบนใหม่ได้',
  },
  adminGlobalBanNotFound: {
    en: 'No ban from every room has this id.',
    'zh-cn': '没有该编号的全站禁言。',
    vi: 'Không có lệnh cấm toàn bộ phòng nào có mã này.',
    th: 'ไม่มีการแบนทุกห้องที่มีรหัสนี้',
  },
} satisfies Record<string, Readonly<Record<Language, Text>>>;

export type MessageKey = keyof typeof MESSAGES;

/** A message of the catalogue with its parameters: what a Failure carries. */
export interface ServerText {
  readonly key: MessageKey;
  readonly params: MessageParams;
}

export const text = (key: MessageKey, params: MessageParams = {}): ServerText => ({ key, params });

/** The message in that language (English when the catalogue had none, which its test forbids). */
export function render({ key, params }: ServerText, language: Language): string {
  const entry: Readonly<Record<Language, Text>> = MESSAGES[key];
  const template = entry[language] ?? entry.en;
  if (typeof template === 'function') return template(params);
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const BY_ENGLISH = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, Readonly<Record<Language, Text>>][]).flatMap(
    ([key, entry]) =>
      typeof entry.en === 'string' && !entry.en.includes('{{') ? [[entry.en, key]] : [],
  ),
);

/**
 * The catalogue's message with exactly that English text (one a caller wrote out instead of
 * naming its key), so it is answered in every language all the same; null when there is none.
 */
export function textOfEnglish(message: string): ServerText | null {
  const key = BY_ENGLISH.get(message);
  return key ? text(key) : null;
}

/** The language to answer in: one of ours from the header or the sports body, else English. */
export function answerLanguage(...asked: (string | null | undefined)[]): Language {
  for (const candidate of asked) {
    const lower = candidate?.trim().toLowerCase();
    if (lower && (LANGUAGES as readonly string[]).includes(lower)) return lower as Language;
  }
  return 'en';
}
