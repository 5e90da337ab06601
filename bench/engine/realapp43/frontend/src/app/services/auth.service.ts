import { Injectable } from '@angular/core'
import { HttpClient } from '@angular/common/http'
import { Router } from '@angular/router'
import { map, Observable } from 'rxjs'

interface LoginResponse { authentication: { token: string, email: string } }

@Injectable({ providedIn: 'root' })
export class AuthService {
  private readonly host = '/rest/user'

  constructor (private http: HttpClient, private router: Router) {}

  login (email: string, password: string): Observable<string> {
    return this.http.post<LoginResponse>(`${this.host}/login`, { email, password }).pipe(
      map((response) => {
        localStorage.setItem('token', response.authentication.token)
        sessionStorage.setItem('email', response.authentication.email)
        return response.authentication.email
      })
    )
  }

  token (): string | null {
    return localStorage.getItem('token')
  }

  isLoggedIn (): boolean {
    return !!this.token()
  }

  logout () {
    localStorage.removeItem('token')
    sessionStorage.removeItem('email')
    void this.router.navigate(['/login'])
  }
}
