package org.ridgeline.academy.common;

public record AttackResult(boolean solved, String feedback, Object output) {

    public static AttackResult solved(String feedback, Object output) {
        return new AttackResult(true, feedback, output);
    }

    public static AttackResult notYet(String feedback, Object output) {
        return new AttackResult(false, feedback, output);
    }
}
