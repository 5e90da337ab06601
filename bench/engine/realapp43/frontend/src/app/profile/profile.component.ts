import { Component, OnInit } from '@angular/core'
import { HttpClient } from '@angular/common/http'
import { ActivatedRoute, Router } from '@angular/router'

interface WhoAmI { user: { id: number, email: string, role: string, profileImage: string } }

@Component({
  selector: 'om-profile',
  template: `
    <section class="profile">
      <h1>{{ email }}</h1>
      <img class="avatar" [src]="profileImage" alt="Profile image">
      <form (ngSubmit)="setImageFromUrl()">
        <label>Image URL <input name="imageUrl" [(ngModel)]="imageUrl"></label>
        <button type="submit">Use this image</button>
      </form>
      <p class="message" *ngIf="message">{{ message }}</p>
      <button type="button" (click)="openSupportLink()">Contact support</button>
    </section>
  `
})
export class ProfileComponent implements OnInit {
  email = ''
  profileImage = ''
  imageUrl = ''
  message?: string

  constructor (private http: HttpClient, private route: ActivatedRoute, private router: Router) {}

  ngOnInit () {
    this.http.get<WhoAmI>('/rest/user/whoami').subscribe(({ user }) => {
      this.email = user.email
      this.profileImage = user.profileImage
    })
    const tab = this.route.snapshot.fragment
    if (tab === 'orders') void this.router.navigate(['/profile'], { fragment: 'orders' })
  }

  setImageFromUrl () {
    this.http.post('/v2/profile/image/url', { imageUrl: this.imageUrl }).subscribe({
      next: () => { this.message = 'Profile image updated.' },
      error: () => { this.message = 'That image could not be used.' }
    })
  }

  openSupportLink () {
    const link = this.route.snapshot.queryParamMap.get('support')
    if (link) window.open(link, '_blank')
  }
}
