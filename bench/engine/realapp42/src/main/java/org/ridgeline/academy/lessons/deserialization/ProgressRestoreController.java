package org.ridgeline.academy.lessons.deserialization;

import org.ridgeline.academy.common.AttackResult;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/lessons/deserialization")
public class ProgressRestoreController {

    private final ProgressCodec codec;

    public ProgressRestoreController(ProgressCodec codec) {
        this.codec = codec;
    }

    @PostMapping("/restore")
    public AttackResult restore(@CookieValue("academy_progress") String progressCookie) throws Exception {
        LessonProgress progress = codec.fromCookie(progressCookie);
        return AttackResult.notYet("Welcome back to lesson " + progress.getLesson(), null);
    }

    @PostMapping("/restore-filtered")
    public AttackResult restoreFiltered(@CookieValue("academy_progress") String progressCookie) throws Exception {
        LessonProgress progress = codec.fromCookieFiltered(progressCookie);
        return AttackResult.notYet("Welcome back to lesson " + progress.getLesson(), null);
    }

    @PostMapping("/import/xml")
    public Object importXml(@RequestBody String xml) {
        return codec.fromXml(xml);
    }

    @PostMapping("/import/xml-allowed")
    public LessonProgress importXmlAllowed(@RequestBody String xml) {
        return codec.fromXmlAllowListed(xml);
    }

    @PostMapping("/import/json")
    public Object importJson(@RequestBody String json) throws Exception {
        return codec.fromPolymorphicJson(json);
    }

    @PostMapping("/import/json-checked")
    public Object importCheckedJson(@RequestBody String json) throws Exception {
        return codec.fromValidatedPolymorphicJson(json);
    }

    @PostMapping("/import/json-typed")
    public LessonProgress importTypedJson(@RequestBody String json) throws Exception {
        return codec.fromJson(json);
    }
}
