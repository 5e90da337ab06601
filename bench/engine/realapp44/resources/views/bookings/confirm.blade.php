@extends('layouts.app')

@section('content')
    <h1>Booking {{ $booking->reference }} confirmed</h1>
    <p>Skipper: {{ $booking->skipper }}</p>
    <p class="notes">{!! $booking->notes !!}</p>
    @if ($note)
        <p class="note">{!! $note !!}</p>
    @endif
    @if ($referrer)
        <a href="{{ $referrer }}">Back to where you were</a>
    @endif
    <script>
        window.bookingRef = @json($booking->reference);
    </script>
@endsection
