import type { Translation } from '../define.ts';
import type { en } from './en.ts';

/** The core texts in Simplified Chinese: exactly the English keys (a missing or extra one does not compile). */
export const zhcn: Translation<typeof en> = {
  noData: '暂无数据',
  noMatchingData: '没有匹配的数据',
  illegalInput: '输入不合法',
  failed: '加载失败',
  loading: '加载中',
  close: '关闭',
  dismiss: '忽略',
  retry: '重试',
  live: '直播',
  suspended: '暂停投注',
  priceUp: '赔率上升',
  priceDown: '赔率下降',
  selected: '已选',
  play: '播放',
  pause: '暂停',
  refresh: '刷新',
  loadError: '视频加载失败',
  mute: '静音',
  unmute: '取消静音',
  volume: '音量',
  fullscreen: '全屏',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  navigationProgress: '页面加载中',
};
