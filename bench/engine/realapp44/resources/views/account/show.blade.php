@extends('layouts.app')

@section('content')
    <h1>Your account</h1>
    @if ($greeting)
        <p class="greeting">{{ $greeting }}</p>
        <p class="greeting-banner">{!! $greeting !!}</p>
    @endif
    <p>Currency: {{ $prefs['currency'] ?? 'GBP' }}</p>
    <p>Units: {!! e($prefs['units'] ?? 'metric') !!}</p>
@endsection
