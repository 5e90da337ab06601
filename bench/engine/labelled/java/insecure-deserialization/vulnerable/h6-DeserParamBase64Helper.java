package org.example.bench.web;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-deserialization-deserparambase64helper")
public class DeserParamBase64Helper extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("state");
        if (param == null) param = "";
        Object state = StateCodec.decode(param);
        response.getWriter().println(state == null ? "empty" : "restored");
    }

    static class StateCodec {
        static Object decode(String encoded) throws IOException {
            byte[] raw = java.util.Base64.getDecoder().decode(encoded);
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
                return in.readObject();
            } catch (ClassNotFoundException e) {
                return null;
            }
        }
    }
}
