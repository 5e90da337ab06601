<h1>Thanks for booking with Tidewater Rentals</h1>
<p>Reference: {{ $booking->reference }}</p>
<p>Boat: {{ $booking->boat->name }}</p>
@if ($message)
    <blockquote>{!! $message !!}</blockquote>
@endif
<p>Your skipper: {{ $booking->skipper }}</p>
