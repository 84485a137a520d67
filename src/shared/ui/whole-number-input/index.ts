export { WholeNumberInput, type WholeNumberInputProps } from './WholeNumberInput';
