export { MemberTypeRadio, type MemberType, type MemberTypeRadioProps } from './MemberTypeRadio';
