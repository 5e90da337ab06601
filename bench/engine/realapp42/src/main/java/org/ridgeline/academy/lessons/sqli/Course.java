package org.ridgeline.academy.lessons.sqli;

import javax.persistence.Entity;
import javax.persistence.GeneratedValue;
import javax.persistence.Id;
import javax.persistence.Table;

@Entity
@Table(name = "courses")
public class Course {

    @Id
    @GeneratedValue
    private Long id;
    private String code;
    private String title;
    private String teacher;
    private String level;
    private int credits;

    protected Course() {
    }

    public Long getId() { return id; }
    public String getCode() { return code; }
    public String getTitle() { return title; }
    public String getTeacher() { return teacher; }
    public String getLevel() { return level; }
    public int getCredits() { return credits; }
}
