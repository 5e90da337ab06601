import { Injectable } from '@angular/core'
import { HttpClient } from '@angular/common/http'
import { map, type Observable } from 'rxjs'
import { environment } from '../../environments/environment'

export interface Config {
  application: { name: string, aboutIntro: string, recaptchaSiteKey: string }
}

@Injectable({ providedIn: 'root' })
export class ConfigurationService {
  private readonly host = environment.hostServer + '/rest/admin'

  constructor (private readonly http: HttpClient) {}

  getApplicationConfiguration (): Observable<Config> {
    return this.http.get(this.host + '/application-configuration').pipe(map((response: any) => response.config))
  }
}
