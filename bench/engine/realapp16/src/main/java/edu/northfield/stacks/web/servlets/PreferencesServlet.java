package edu.northfield.stacks.web.servlets;

import edu.northfield.stacks.model.Preferences;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.Base64;

/** Display preferences travel in a cookie so they also work before sign-in. */
@WebServlet("/preferences")
public class PreferencesServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        Preferences prefs = new Preferences();
        if (req.getCookies() != null) {
            for (Cookie c : req.getCookies()) {
                if ("stacks_prefs".equals(c.getName())) {
                    byte[] raw = Base64.getDecoder().decode(c.getValue());
                    try (ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(raw))) {
                        prefs = (Preferences) ois.readObject();
                    } catch (ClassNotFoundException e) {
                        throw new ServletException(e);
                    }
                }
            }
        }
        req.setAttribute("prefs", prefs);
        req.getRequestDispatcher("/WEB-INF/jsp/preferences.jsp").forward(req, resp);
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Preferences prefs = new Preferences();
        prefs.language = "fr".equals(req.getParameter("language")) ? "fr" : "en";
        prefs.compactView = req.getParameter("compact") != null;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream oos = new ObjectOutputStream(bytes)) {
            oos.writeObject(prefs);
        }
        Cookie cookie = new Cookie("stacks_prefs", Base64.getEncoder().encodeToString(bytes.toByteArray()));
        cookie.setPath(req.getContextPath());
        resp.addCookie(cookie);
        resp.sendRedirect(req.getContextPath() + "/preferences");
    }
}
