import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageTitle } from "@web/components/ui/page-title";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { OrdersTab } from "@web/features/admin-orders/components/orders-tab";
import { ProductsTab } from "@web/features/admin-products/components/products-tab";

/** Products & Orders: two tabs, the open one kept in the address (?tab=orders) so it survives a reload. */
export default function AdminProductsPage() {
  const { t } = useTranslation();
  const { t: products } = useTranslation("admin-products");
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "orders" ? "orders" : "products";
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("pages.adminProducts")} />
      <Tabs value={tab} onValueChange={(value) => setParams(value === "orders" ? { tab: "orders" } : {}, { replace: true })}>
        <TabsList>
          <TabsTrigger value="products">{products("tabs.products")}</TabsTrigger>
          <TabsTrigger value="orders">{products("tabs.orders")}</TabsTrigger>
        </TabsList>
        <TabsContent value="products">
          <ProductsTab />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
