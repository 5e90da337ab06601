package edu.northfield.stacks.model;

import java.io.Serializable;

public class Preferences implements Serializable {
    private static final long serialVersionUID = 3L;

    public String language = "en";
    public int pageSize = 20;
    public boolean compactView;
}
