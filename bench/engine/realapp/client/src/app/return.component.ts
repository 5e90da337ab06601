import { Component, OnInit } from '@angular/core';
import { ActivatedRoute, Router } from '@angular/router';

@Component({ selector: 'pw-return', template: '<p>Redirecting…</p>' })
export class ReturnComponent implements OnInit {
  constructor(private readonly route: ActivatedRoute, private readonly router: Router) {}

  ngOnInit(): void {
    const params = this.route.snapshot.queryParamMap;
    const target = params.get('to');
    const page = params.get('page');
    if (page) {
      this.router.navigate(['/books', page]);
      return;
    }
    window.location.href = target ?? '/';
  }
}
