<!DOCTYPE html>
<html lang="{{ str_replace('_', '-', app()->getLocale()) }}">
<head>
    <meta charset="utf-8">
    <title>@yield('title', 'Tidewater Rentals')</title>
    <meta name="csrf-token" content="{{ csrf_token() }}">
    @vite(['resources/css/app.css', 'resources/js/app.js'])
</head>
<body>
    <nav class="topbar">
        <a href="{{ url('/') }}">Tidewater Rentals</a>
        <a href="{{ route('boats.index') }}">Fleet</a>
        @auth
            <a href="{{ route('account') }}">{{ auth()->user()->name }}</a>
        @endauth
    </nav>
    @if (session('status'))
        <x-alert type="info" :message="session('status')" />
    @endif
    <main>
        @yield('content')
    </main>
    <footer>{!! config('app.footer_html') !!}</footer>
</body>
</html>
