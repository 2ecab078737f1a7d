export { vars, colorVars } from './themes/contract.css.ts';
export { darkColors, lightColors } from './tokens/palette.ts';
export type { ColorTokens } from './tokens/palette.ts';
export { breakpoints, contentWidth, controlHeight, space } from './tokens/scale.ts';

export {
  Accordion,
  AccordionItem,
  accordionHeadingLevels,
} from './components/Accordion/Accordion.tsx';
export type {
  AccordionHeadingLevel,
  AccordionItemData,
  AccordionItemProps,
  AccordionProps,
} from './components/Accordion/Accordion.tsx';
export {
  Avatar,
  avatarSizes,
  avatarToneOf,
  avatarTones,
  initialsOf,
} from './components/Avatar/Avatar.tsx';
export type { AvatarProps, AvatarSize, AvatarTone } from './components/Avatar/Avatar.tsx';
export { Badge, badgeTones } from './components/Badge/Badge.tsx';
export type { BadgeProps, BadgeTone } from './components/Badge/Badge.tsx';
export {
  Button,
  ButtonLink,
  buttonClassName,
  buttonSizes,
  buttonVariants,
} from './components/Button/Button.tsx';
export type {
  ButtonLinkProps,
  ButtonProps,
  ButtonSize,
  ButtonStyleProps,
  ButtonVariant,
} from './components/Button/Button.tsx';
export { Card, cardElements, cardPaddings, cardTones } from './components/Card/Card.tsx';
export type { CardElement, CardPadding, CardProps, CardTone } from './components/Card/Card.tsx';
export { Checkbox } from './components/Checkbox/Checkbox.tsx';
export type { CheckboxProps, CheckedState } from './components/Checkbox/Checkbox.tsx';
export { Chip, ChipGroup } from './components/ChipGroup/ChipGroup.tsx';
export type { ChipGroupProps, ChipOption, ChipProps } from './components/ChipGroup/ChipGroup.tsx';
export { Container } from './components/Container/Container.tsx';
export type { ContainerProps } from './components/Container/Container.tsx';
export { Dialog, DialogClose } from './components/Dialog/Dialog.tsx';
export type { DialogProps, ModalProps } from './components/Dialog/Dialog.tsx';
export {
  DirectionProvider,
  directions,
} from './components/DirectionProvider/DirectionProvider.tsx';
export type {
  DirectionProviderProps,
  TextDirection,
} from './components/DirectionProvider/DirectionProvider.tsx';
export { Field, useFieldIds } from './components/Field/Field.tsx';
export type { FieldIds, FieldProps, FieldTextProps } from './components/Field/Field.tsx';
export { useFieldControl } from './components/Field/fieldControl.ts';
export type { FieldControlProps } from './components/Field/fieldControl.ts';
export {
  Grid,
  gridBreakpoints,
  gridColumnClasses,
  gridColumnCounts,
  gridElements,
} from './components/Grid/Grid.tsx';
export type {
  GridBreakpoint,
  GridColumnCount,
  GridElement,
  GridProps,
  ResponsiveColumns,
} from './components/Grid/Grid.tsx';
export {
  Heading,
  defaultHeadingSize,
  headingLevels,
  headingSizes,
  textAligns,
} from './components/Heading/Heading.tsx';
export type {
  HeadingLevel,
  HeadingProps,
  HeadingSize,
  TextAlign,
} from './components/Heading/Heading.tsx';
export { Icon, iconNames, iconSizes, isIconName } from './components/Icon/Icon.tsx';
export type { IconName, IconProps, IconSize } from './components/Icon/Icon.tsx';
export { Input, inputTypes } from './components/Input/Input.tsx';
export type { InputProps, InputType } from './components/Input/Input.tsx';
export { Link, linkClassName, linkTones } from './components/Link/Link.tsx';
export type { LinkProps, LinkTone } from './components/Link/Link.tsx';
export { Notice, noticeTones } from './components/Notice/Notice.tsx';
export type { NoticeProps, NoticeTone } from './components/Notice/Notice.tsx';
export { Picture, pictureAspectRatios, pictureLoadings } from './components/Picture/Picture.tsx';
export type {
  PictureAspectRatio,
  PictureLoading,
  PictureProps,
  PictureSource,
} from './components/Picture/Picture.tsx';
export {
  Progress,
  clampPercent,
  formatPercent,
  progressTones,
} from './components/Progress/Progress.tsx';
export type { ProgressProps, ProgressTone } from './components/Progress/Progress.tsx';
export { RadioGroup, radioGroupOrientations } from './components/RadioGroup/RadioGroup.tsx';
export type {
  RadioGroupOrientation,
  RadioGroupProps,
  RadioOption,
} from './components/RadioGroup/RadioGroup.tsx';
export { Rating, ratingMax, ratingSizes, starFills } from './components/Rating/Rating.tsx';
export type { RatingProps, RatingSize } from './components/Rating/Rating.tsx';
export { SearchBox } from './components/SearchBox/SearchBox.tsx';
export type { SearchBoxProps } from './components/SearchBox/SearchBox.tsx';
export { Section, sectionPaddings, sectionTones } from './components/Section/Section.tsx';
export type { SectionPadding, SectionProps, SectionTone } from './components/Section/Section.tsx';
export { Select } from './components/Select/Select.tsx';
export type { SelectOption, SelectProps } from './components/Select/Select.tsx';
export { SelectField } from './components/SelectField/SelectField.tsx';
export type { SelectFieldProps } from './components/SelectField/SelectField.tsx';
export { Sheet } from './components/Sheet/Sheet.tsx';
export type { SheetProps } from './components/Sheet/Sheet.tsx';
export { Stack, stackElements, stackGaps } from './components/Stack/Stack.tsx';
export type { StackElement, StackGap, StackProps } from './components/Stack/Stack.tsx';
export { Tabs } from './components/Tabs/Tabs.tsx';
export type { TabItem, TabsProps } from './components/Tabs/Tabs.tsx';
export { Text, textElements, textSizes, textTones, textWeights } from './components/Text/Text.tsx';
export type {
  TextElement,
  TextProps,
  TextSize,
  TextTone,
  TextWeight,
} from './components/Text/Text.tsx';
export { Textarea } from './components/Textarea/Textarea.tsx';
export type { TextareaProps } from './components/Textarea/Textarea.tsx';
export { TextField, textFieldTypes } from './components/TextField/TextField.tsx';
export type { TextFieldProps, TextFieldType } from './components/TextField/TextField.tsx';
export { Toast, Toaster } from './components/Toast/Toast.tsx';
export type { ToastProps, ToasterProps } from './components/Toast/Toast.tsx';
export {
  dismissToast,
  getToasts,
  subscribeToToasts,
  toast,
  toastDuration,
  toastLimit,
  toastRemoveDelay,
  toastSwipeDirection,
  toastSwipeThreshold,
  toastVariants,
  useToasts,
} from './components/Toast/toastStore.ts';
export type { ToastOptions, ToastRecord, ToastVariant } from './components/Toast/toastStore.ts';
export {
  Tooltip,
  TooltipProvider,
  tooltipDelayDuration,
  tooltipSides,
  tooltipSkipDelayDuration,
} from './components/Tooltip/Tooltip.tsx';
export type {
  TooltipProps,
  TooltipProviderProps,
  TooltipSide,
} from './components/Tooltip/Tooltip.tsx';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden.tsx';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.tsx';
