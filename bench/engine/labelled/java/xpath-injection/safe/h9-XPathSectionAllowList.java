package com.quill.help;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

public class XPathSectionAllowList extends HttpServlet {

    private static final List<String> SECTIONS = Arrays.asList("intro", "billing", "shipping", "returns");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String section = req.getParameter("section");
        if (section == null || !SECTIONS.contains(section)) {
            section = "intro";
        }
        XPath xpath = XPathFactory.newInstance().newXPath();
        try {
            String text = xpath.evaluate("/help/section[@id='" + section + "']/body",
                    new InputSource(getServletContext().getRealPath("/WEB-INF/help.xml")));
            resp.setContentType("text/plain");
            resp.getWriter().print(text);
        } catch (Exception e) {
            resp.sendError(500);
        }
    }
}
