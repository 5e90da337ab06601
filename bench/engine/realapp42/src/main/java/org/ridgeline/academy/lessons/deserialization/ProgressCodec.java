package org.ridgeline.academy.lessons.deserialization;

import java.io.ByteArrayInputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.util.Base64;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.thoughtworks.xstream.XStream;
import org.springframework.stereotype.Component;

@Component
public class ProgressCodec {

    private static final ObjectInputFilter PROGRESS_ONLY = ObjectInputFilter.Config.createFilter(
            "org.ridgeline.academy.lessons.deserialization.LessonProgress;java.lang.*;java.time.*;!*");

    private final ObjectMapper plainMapper = new ObjectMapper();

    public LessonProgress fromCookie(String cookieValue) throws Exception {
        byte[] raw = Base64.getDecoder().decode(cookieValue);
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
            return (LessonProgress) in.readObject();
        }
    }

    public LessonProgress fromCookieFiltered(String cookieValue) throws Exception {
        byte[] raw = Base64.getDecoder().decode(cookieValue);
        try (ObjectInputStream filtered = new ObjectInputStream(new ByteArrayInputStream(raw))) {
            filtered.setObjectInputFilter(PROGRESS_ONLY);
            return (LessonProgress) filtered.readObject();
        }
    }

    public Object fromXml(String xml) {
        XStream xstream = new XStream();
        return xstream.fromXML(xml);
    }

    public LessonProgress fromXmlAllowListed(String xml) {
        XStream strict = new XStream();
        strict.allowTypes(new Class[] {LessonProgress.class});
        return (LessonProgress) strict.fromXML(xml);
    }

    @SuppressWarnings("deprecation")
    public Object fromPolymorphicJson(String json) throws Exception {
        ObjectMapper legacyMapper = new ObjectMapper();
        legacyMapper.enableDefaultTyping();
        return legacyMapper.readValue(json, Object.class);
    }

    public Object fromValidatedPolymorphicJson(String json) throws Exception {
        ObjectMapper checkedMapper = new ObjectMapper();
        checkedMapper.activateDefaultTyping(BasicPolymorphicTypeValidator.builder()
                .allowIfSubType("org.ridgeline.academy.").build(), ObjectMapper.DefaultTyping.NON_FINAL);
        return checkedMapper.readValue(json, Object.class);
    }

    public LessonProgress fromJson(String json) throws Exception {
        return plainMapper.readValue(json, LessonProgress.class);
    }
}
