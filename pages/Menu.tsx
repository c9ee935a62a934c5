// The spec lists /Menu beside /menu: both open the chosen or default branch's menu.
export { getServerSideProps } from './menu/index';

export default function MenuAlias() {
  return null;
}
