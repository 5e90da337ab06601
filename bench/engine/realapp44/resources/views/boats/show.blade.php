@extends('layouts.app')

@section('title', $boat->name)

@section('content')
    <h1>{{ $boat->name }}</h1>
    <div class="description">{!! $boat->description_html !!}</div>
    @if ($highlight)
        <p class="highlight">{!! $highlight !!}</p>
    @endif
    @php
        $activeTab = $tab ?? 'overview';
        echo '<div class="tabs" data-active="' . $activeTab . '"></div>';
    @endphp
    @php
        echo '<div class="tab-label">' . e($tab ?? 'overview') . '</div>';
    @endphp
    <a class="btn" href="{{ route('bookings.create', $boat) }}">Book this boat</a>
@endsection
