package org.ridgeline.academy.lessons.deserialization;

import java.io.Serializable;
import java.time.Instant;

public class LessonProgress implements Serializable {

    private static final long serialVersionUID = 3L;

    private String lesson;
    private int step;
    private Instant savedAt;

    public String getLesson() { return lesson; }
    public void setLesson(String lesson) { this.lesson = lesson; }
    public int getStep() { return step; }
    public void setStep(int step) { this.step = step; }
    public Instant getSavedAt() { return savedAt; }
    public void setSavedAt(Instant savedAt) { this.savedAt = savedAt; }
}
