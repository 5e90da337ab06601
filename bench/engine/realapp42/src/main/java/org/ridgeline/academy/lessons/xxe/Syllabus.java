package org.ridgeline.academy.lessons.xxe;

import java.util.ArrayList;
import java.util.List;

import javax.xml.bind.annotation.XmlElement;
import javax.xml.bind.annotation.XmlRootElement;

@XmlRootElement(name = "syllabus")
public class Syllabus {

    @XmlElement
    public String title;

    @XmlElement(name = "topic")
    public List<String> topics = new ArrayList<>();
}
