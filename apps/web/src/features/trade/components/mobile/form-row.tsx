import { ChipRow, type ChipRowProps } from '@/components/mobile/chip-row';
import { FormRow as SharedFormRow, type FormRowProps } from '@/components/mobile/form-row';
import styles from './staff.module.css';

/** One labelled form line with its error below, in the staff forms' look. */
export const FormRow = (props: Omit<FormRowProps, 'classes' | 'tall' | 'extra' | 'alert'>) => <SharedFormRow {...props} classes={styles} />;

/** A row of choice chips (成色, 含税, 快递) in the staff forms' look. */
export const Chips = <T extends string | boolean>(props: Omit<ChipRowProps<T>, 'classes'>) => <ChipRow {...props} classes={styles} />;
