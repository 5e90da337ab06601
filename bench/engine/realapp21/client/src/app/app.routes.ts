import { Routes } from '@angular/router';
import { LoginComponent } from './login/login.component';
import { ReportViewerComponent } from './reports/report-viewer.component';
import { SearchPageComponent } from './search/search-page.component';
import { VehicleNotesComponent } from './vehicles/vehicle-notes.component';
import { WorkOrderDetailComponent } from './work-orders/work-order-detail.component';
import { WorkOrderListComponent } from './work-orders/work-order-list.component';

export const routes: Routes = [
  { path: 'login', component: LoginComponent },
  { path: 'board', component: WorkOrderListComponent },
  { path: 'work-orders/:id', component: WorkOrderDetailComponent },
  { path: 'vehicles/:id/notes', component: VehicleNotesComponent },
  { path: 'search', component: SearchPageComponent },
  { path: 'reports/:kind', component: ReportViewerComponent },
  { path: '', pathMatch: 'full', redirectTo: 'board' },
];
