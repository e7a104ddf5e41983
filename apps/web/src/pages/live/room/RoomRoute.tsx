// in progress (issue 18): the route shows the not-built page until its screen lands
export { NotBuiltPage as RoomRoute } from '../../NotBuiltPage.tsx';
