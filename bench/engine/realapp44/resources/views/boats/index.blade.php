@extends('layouts.app')

@section('content')
    <h1>Our fleet</h1>
    @isset($keyword)
        <p class="search-summary">Results for {!! $keyword !!}</p>
        <p class="search-hint">Showing boats matching {{ $keyword }}</p>
    @endisset
    <ul class="fleet">
        @foreach ($boats as $boat)
            <li>
                <a href="{{ route('boats.show', $boat->id) }}">{{ $boat->name }}</a>
                <span class="rate">{{ number_format($boat->daily_rate, 2) }} / day</span>
            </li>
        @endforeach
    </ul>
@endsection
