export {
  type TabItem,
  Tabs,
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  type TabsProps,
  TabsRoot,
  type TabsRootProps,
  TabsTrigger,
  type TabsTriggerProps,
} from './Tabs.tsx';
